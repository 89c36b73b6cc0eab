import type { EntityManager } from '@mikro-orm/knex';
import { SqlRunner, sqlRunner } from './sql-runner';
import { defineQuery } from './statement';

/** PostgreSQL's error code for a statement cancelled by its statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Cancels the transaction's statements that run longer than the milliseconds it binds, and plans them without
 * parallel workers, whose start alone took 50–60 ms of a 65 ms index seek at ten million items (PostgreSQL).
 */
const BRIEF_READS = defineQuery<[milliseconds: string], unknown>({
  sql: "SELECT set_config('statement_timeout', ?, true) AS timeout, set_config('max_parallel_workers_per_gather', '0', true) AS workers",
  map: (row) => row.timeout,
});

/**
 * PostgreSQL: what `read` answers within `milliseconds`, in a transaction of its own whose statements PostgreSQL
 * cancels past that time (and runs without parallel workers), or undefined when it cancelled one: for reads whose cost the planner cannot foresee
 * (an index walked until enough rows pass a filter), which the caller then answers another way.
 */
export async function withinTime<T>(em: EntityManager, milliseconds: number, read: (sql: SqlRunner) => Promise<T>): Promise<T | undefined> {
  try {
    return await em.transactional(async (inTransaction) => {
      const sql = sqlRunner(inTransaction);
      await sql.one(BRIEF_READS, [String(milliseconds)]);
      return read(sql);
    });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) return undefined;
    throw error;
  }
}
