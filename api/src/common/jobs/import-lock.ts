import { conflict } from '../errors/http-errors';

/** Locks every process sees (database leases), for when several processes share one database. */
export interface SharedLocks {
  hold<T>(name: string, ttlMs: number, work: () => Promise<T>, onBusy: () => Error): Promise<T>;
}

/** An import holds its table's shared lock this long past its last renewal, so a killed process's lock soon goes. */
const SHARED_LOCK_TTL_MS = 30_000;

/**
 * One import at a time per table. Two imports into the same table would race on "does this row
 * exist yet" and double-count created/updated; the second one is refused at once (409) rather than
 * queued, so the user sees why nothing happened. Imports into different tables run side by side.
 * Within a process a set decides; on PostgreSQL, where several processes may share the database,
 * the import also holds a lease every process sees (SQLite is one process's embedded database).
 */
export class ImportLock {
  private readonly running = new Set<string>();
  private shared?: SharedLocks;

  shareThrough(locks: SharedLocks | undefined): void {
    this.shared = locks;
  }

  async run<T>(table: string, work: () => Promise<T>): Promise<T> {
    const busy = () => conflict(`An import into ${table} is already running`);
    if (this.running.has(table)) throw busy();
    this.running.add(table);
    try {
      return this.shared ? await this.shared.hold(`import:${table}`, SHARED_LOCK_TTL_MS, work, busy) : await work();
    } finally {
      this.running.delete(table);
    }
  }

  isRunning(table: string): boolean {
    return this.running.has(table);
  }
}

/** The process-wide lock every import takes. */
export const importLock = new ImportLock();
