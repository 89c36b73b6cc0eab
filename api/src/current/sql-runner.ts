import { EntityManager } from '@mikro-orm/knex';
import { rawNumber } from '../common/sql/raw-values';

/** Raw SQL on the entity manager's connection, inside its transaction when it has one. */
export interface SqlRunner {
  all(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs an INSERT, UPDATE or DELETE and returns the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /**
   * Runs a statement with bound parameters (the driver's own binding) instead of MikroORM's
   * inlined literals: the staging INSERTs pass a batch of rows as one JSON text of megabytes,
   * which is not worth escaping into the SQL. No Date parameters here (they are not converted).
   */
  bound(sql: string, params: unknown[]): Promise<void>;
  /** The database: SQL that differs between them (there is little) chooses by it. */
  readonly postgres: boolean;
}

export function sqlRunner(em: EntityManager): SqlRunner {
  const connection = em.getConnection();
  const context = () => em.getTransactionContext();
  return {
    all: (sql, params = []) => connection.execute(sql, params, 'all', context()),
    run: async (sql, params = []) => {
      const result = (await connection.execute(sql, params, 'run', context())) as { affectedRows?: unknown };
      return rawNumber(result.affectedRows);
    },
    bound: async (sql, params) => {
      const query = connection.getKnex().raw(sql, params as never[]);
      const transaction = context();
      await (transaction ? query.transacting(transaction) : query);
    },
    postgres: em.getPlatform().constructor.name.startsWith('PostgreSql'),
  };
}
