import type { EntityManager, Knex } from '@mikro-orm/knex';

export type SqlRow = Record<string, unknown>;

/**
 * Raw SQL on the entity manager's connection, inside its transaction when it has one (temporary
 * tables live on one connection). Hand-written SQL in every module goes through this one runner.
 */
export interface SqlRunner {
  all(sql: string, params?: unknown[]): Promise<SqlRow[]>;
  /** Runs an INSERT, UPDATE or DELETE and returns the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** The database: SQL that differs between them (there is little) chooses by it. */
  readonly postgres: boolean;
  /**
   * The transaction's own driver connection (node-pg's Client on PostgreSQL, node-sqlite3's
   * Database on SQLite), for what SQL text cannot do, such as COPY FROM STDIN. Undefined
   * outside a transaction: a pooled connection is not the one the temporary tables live on.
   */
  driverConnection(): Promise<unknown>;
}

/**
 * Parameters go to the driver as bindings through knex: MikroORM's `execute` inlines them into
 * the SQL text first, which is far too slow for statements with thousands of values or a JSON
 * text of megabytes. Dates are bound as MikroORM stores them: epoch milliseconds on SQLite.
 */
export function sqlRunner(em: EntityManager): SqlRunner {
  const knex = em.getKnex();
  const transaction = em.getTransactionContext<Knex.Transaction>();
  const postgres = knex.client.dialect === 'postgresql';
  const binding = (value: unknown) => (value instanceof Date && !postgres ? value.getTime() : value) as Knex.RawBinding;
  const execute = async (sql: string, params: unknown[]): Promise<unknown> => {
    const query = knex.raw(sql, params.map(binding));
    return transaction ? query.transacting(transaction) : query;
  };
  return {
    postgres,
    // SQLite answers with the rows, PostgreSQL with a result object holding them.
    all: async (sql, params = []) => {
      const result = await execute(sql, params);
      return Array.isArray(result) ? (result as SqlRow[]) : ((result as { rows?: SqlRow[] }).rows ?? []);
    },
    // node-pg counts in rowCount; MikroORM's SQLite dialect runs INSERT, UPDATE and DELETE with `run` and answers with its `changes`.
    run: async (sql, params = []) => {
      const result = (await execute(sql, params)) as { rowCount?: number | null; changes?: number };
      return Number((postgres ? result.rowCount : result.changes) ?? 0);
    },
    driverConnection: async () => (transaction ? (transaction.client as Knex.Client).acquireConnection() : undefined),
  };
}
