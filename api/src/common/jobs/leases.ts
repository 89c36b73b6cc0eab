import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { sqlRunner } from '../sql/sql-runner';
import { INSTANCE_ID } from './instance-id';
import { RELEASE_LEASE, RENEW_LEASE, TAKE_LEASE } from './sql/leases.sql';

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
    const owners = await sqlRunner(this.em).rows(TAKE_LEASE, [name, INSTANCE_ID, now + ttlMs, now]);
    return owners.length === 1 && owners[0] === INSTANCE_ID;
  }

  /** Pushes this process's lease forward; false when it was lost (expired and taken by another). */
  async renew(name: string, ttlMs: number): Promise<boolean> {
    return (await sqlRunner(this.em).run(RENEW_LEASE, [Date.now() + ttlMs, name, INSTANCE_ID])) > 0;
  }

  async release(name: string): Promise<void> {
    await sqlRunner(this.em).run(RELEASE_LEASE, [name, INSTANCE_ID]);
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
