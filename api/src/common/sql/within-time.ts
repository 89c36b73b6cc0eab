import type { EntityManager } from '@mikro-orm/knex';
import { SqlRunner, sqlRunner } from './sql-runner';
import { defineQuery } from './statement';

/** PostgreSQL's error code for a statement cancelled by its statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Cancels the transaction's statements that run longer than the milliseconds it binds ('0': never), and plans them
 * without parallel workers, whose start alone took 50–60 ms of a 65 ms index seek at ten million items, and without
 * compiling them (JIT), which the planner chooses by a cost that counts the whole index and which took 30 ms more.
 */
const BRIEF_READS = defineQuery<[milliseconds: string], unknown>({
  sql: "SELECT set_config('statement_timeout', ?, true) AS timeout, set_config('max_parallel_workers_per_gather', '0', true) AS workers, set_config('jit', 'off', true) AS jit",
  map: (row) => row.timeout,
});

/**
 * Plans the transaction's statements as walks of an index: the planner expects a few of ten million items to pass
 * contains-filters on a brand and a search (10 where 195,007 did) and would read and sort the whole table (2 s)
 * where walking the ORDER BY's index to the page passes 1,250 entries.
 */
const INDEX_WALKS = defineQuery<[], unknown>({
  sql: "SELECT set_config('enable_seqscan', 'off', true) AS seqscan, set_config('enable_bitmapscan', 'off', true) AS bitmapscan",
  map: (row) => row.seqscan,
});

/** How a read is run: at most this long (undefined past it), and whether its statements walk their ORDER BY's index. */
export interface ReadPlan {
  milliseconds?: number;
  alongIndex?: boolean;
}

/**
 * PostgreSQL: what `read` answers within `milliseconds`, in a transaction of its own whose statements PostgreSQL
 * cancels past that time (and runs without parallel workers or JIT), or undefined when it cancelled one: for reads
 * whose cost the planner cannot foresee (an index walked until enough rows pass a filter), which the caller then
 * answers another way. Without `milliseconds` the read runs to its end.
 */
export async function withinTime<T>(em: EntityManager, plan: ReadPlan, read: (sql: SqlRunner) => Promise<T>): Promise<T | undefined> {
  try {
    return await em.transactional(async (inTransaction) => {
      const sql = sqlRunner(inTransaction);
      await sql.one(BRIEF_READS, [String(plan.milliseconds ?? 0)]);
      if (plan.alongIndex) await sql.one(INDEX_WALKS, []);
      return read(sql);
    });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) return undefined;
    throw error;
  }
}
