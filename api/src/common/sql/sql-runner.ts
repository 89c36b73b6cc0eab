import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { Dialect, Query, ShapeArg, SqlRow, Statement } from './statement';

export type { SqlRow } from './statement';

/** Runs SQL text with its bindings on one connection: what a database gives the runner. */
export interface SqlDriver {
  readonly dialect: Dialect;
  all(text: string, params: readonly unknown[]): Promise<SqlRow[]>;
  run(text: string, params: readonly unknown[]): Promise<number>;
  driverConnection(): Promise<unknown>;
}

/**
 * Raw SQL on the entity manager's connection, inside its transaction when it has one (temporary
 * tables live on one connection). Every hand-written statement of every module runs through this
 * one runner, as a `Query` or `Statement` declared in its module's sql/ folder.
 */
export interface SqlRunner {
  /** The query's rows, each mapped by the query's own `map`. */
  rows<P extends readonly unknown[], R, S = void>(query: Query<P, R, S>, params: P, ...shape: ShapeArg<NoInfer<S>>): Promise<R[]>;
  /** The query's first row, mapped; undefined when it has none. */
  one<P extends readonly unknown[], R, S = void>(query: Query<P, R, S>, params: P, ...shape: ShapeArg<NoInfer<S>>): Promise<R | undefined>;
  /** Runs an INSERT, UPDATE, DELETE or DDL statement and returns the number of rows it changed. */
  run<P extends readonly unknown[], S = void>(statement: Statement<P, S>, params: P, ...shape: ShapeArg<NoInfer<S>>): Promise<number>;
  /** The database: SQL that differs between them (there is little) chooses by it. */
  readonly dialect: Dialect;
  readonly postgres: boolean;
  /**
   * The transaction's own driver connection (node-pg's Client on PostgreSQL, node-sqlite3's
   * Database on SQLite), for what SQL text cannot do, such as COPY FROM STDIN. Undefined
   * outside a transaction: a pooled connection is not the one the temporary tables live on.
   */
  driverConnection(): Promise<unknown>;
}

/** The typed runner over a driver: each statement's text for the driver's dialect, each row through its query's `map`. */
export function runnerOver(driver: SqlDriver): SqlRunner {
  const { dialect } = driver;
  const text = <S>(statement: Statement<readonly unknown[], S>, shape: unknown[]) => statement.text(shape[0] as S, dialect);
  return {
    dialect,
    postgres: dialect === 'postgresql',
    rows: async (query, params, ...shape) => (await driver.all(text(query, shape), params)).map(query.map),
    one: async (query, params, ...shape) => {
      const [row] = await driver.all(text(query, shape), params);
      return row === undefined ? undefined : query.map(row);
    },
    run: (statement, params, ...shape) => driver.run(text(statement, shape), params),
    driverConnection: () => driver.driverConnection(),
  };
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
  const execute = async (text: string, params: readonly unknown[]): Promise<unknown> => {
    const query = knex.raw(text, params.map(binding));
    return transaction ? query.transacting(transaction) : query;
  };
  return runnerOver({
    dialect: postgres ? 'postgresql' : 'sqlite',
    // SQLite answers with the rows, PostgreSQL with a result object holding them.
    all: async (text, params) => {
      const result = await execute(text, params);
      return Array.isArray(result) ? (result as SqlRow[]) : ((result as { rows?: SqlRow[] }).rows ?? []);
    },
    // node-pg counts in rowCount; MikroORM's SQLite dialect runs INSERT, UPDATE and DELETE with `run` and answers with its `changes`.
    run: async (text, params) => {
      const result = (await execute(text, params)) as { rowCount?: number | null; changes?: number };
      return Number((postgres ? result.rowCount : result.changes) ?? 0);
    },
    driverConnection: async () => (transaction ? (transaction.client as Knex.Client).acquireConnection() : undefined),
  });
}
