import type { EntityManager, Knex } from '@mikro-orm/knex';

type Row = Record<string, unknown>;

/**
 * Raw statements on the transaction's own connection (temporary tables live on one
 * connection). Parameters go to the driver as bindings through knex: MikroORM's
 * `execute` inlines them into the SQL text first, which is far too slow for multi-row
 * INSERTs with thousands of values.
 */
export class SqlRunner {
  private readonly knex: Knex;
  private readonly trx?: Knex.Transaction;

  constructor(em: EntityManager) {
    this.knex = em.getKnex();
    this.trx = em.getTransactionContext<Knex.Transaction>();
  }

  get isPostgres(): boolean {
    return this.knex.client.dialect === 'postgresql';
  }

  async all(sql: string, params: unknown[] = []): Promise<Row[]> {
    const query = this.knex.raw(sql, params.map((value) => this.binding(value)));
    const result: unknown = await (this.trx ? query.transacting(this.trx) : query);
    // SQLite answers with the rows, PostgreSQL with a result object holding them.
    return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
  }

  async run(sql: string, params: unknown[] = []): Promise<void> {
    await this.all(sql, params);
  }

  /** MikroORM keeps SQLite datetimes as epoch milliseconds; the driver alone would not write them that way. */
  private binding(value: unknown): Knex.RawBinding {
    if (value instanceof Date && !this.isPostgres) return value.getTime();
    return value as Knex.RawBinding;
  }
}
