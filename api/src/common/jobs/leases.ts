import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { INSTANCE_ID } from './instance-id';

/**
 * Named locks in the database, held by this process until a time it keeps pushing forward: the
 * export slot, an import into a table. A process that dies stops renewing, and its lease simply
 * expires; nobody has to clean up after it. Taking a lease is one statement, so two processes
 * asking at the same moment cannot both get it.
 */
@Injectable()
export class Leases {
  constructor(private readonly em: EntityManager) {}

  /** True when this process now holds `name` for `ttlMs` (newly, or it already held it). */
  async acquire(name: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const rows = await this.em.getConnection().execute<Array<{ owner: string }>>(
      `INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.expires_at < ? OR leases.owner = excluded.owner
       RETURNING owner`,
      [name, INSTANCE_ID, now + ttlMs, now],
    );
    return rows.length === 1 && rows[0].owner === INSTANCE_ID;
  }

  /** Pushes this process's lease forward; false when it was lost (expired and taken by another). */
  async renew(name: string, ttlMs: number): Promise<boolean> {
    const changed = await this.em
      .getConnection()
      .execute('UPDATE leases SET expires_at = ? WHERE name = ? AND owner = ?', [Date.now() + ttlMs, name, INSTANCE_ID], 'run');
    return Number((changed as { affectedRows?: number }).affectedRows ?? 0) > 0;
  }

  async release(name: string): Promise<void> {
    await this.em.getConnection().execute('DELETE FROM leases WHERE name = ? AND owner = ?', [name, INSTANCE_ID], 'run');
  }

  /**
   * Runs `work` holding `name`, renewing the lease a few times per period; `onBusy` answers when
   * another process holds it. The lease goes when the work ends, whatever its outcome.
   */
  async hold<T>(name: string, ttlMs: number, work: () => Promise<T>, onBusy: () => Error): Promise<T> {
    if (!(await this.acquire(name, ttlMs))) throw onBusy();
    const renewal = setInterval(() => void this.renew(name, ttlMs).catch(() => undefined), Math.max(200, ttlMs / 3));
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.release(name).catch(() => undefined);
    }
  }
}
