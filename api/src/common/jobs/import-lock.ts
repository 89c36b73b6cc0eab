import { conflict } from '../errors/http-errors';

/**
 * One import at a time per table, within this process. Two imports into the same table
 * would race on "does this row exist yet" and double-count created/updated; the second
 * one is refused at once (409) rather than queued, so the user sees why nothing happened.
 * Imports into different tables run side by side.
 */
export class ImportLock {
  private readonly running = new Set<string>();

  async run<T>(table: string, work: () => Promise<T>): Promise<T> {
    if (this.running.has(table)) throw conflict(`An import into ${table} is already running`);
    this.running.add(table);
    try {
      return await work();
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
