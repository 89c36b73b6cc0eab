import { Migration } from '@mikro-orm/migrations';
import type { Knex } from '@mikro-orm/knex';

/**
 * Migrations are written with knex's schema builder so one file produces the right DDL
 * for SQLite and for PostgreSQL.
 */
export abstract class SchemaMigration extends Migration {
  protected schema(build: (schema: Knex.SchemaBuilder) => Knex.SchemaBuilder): void {
    for (const statement of build(this.getKnex().schema).toSQL()) {
      this.addSql(statement.sql);
    }
  }

  /** Timestamp columns, the way MikroORM maps `datetime` properties on both databases. */
  protected timestamps(table: Knex.CreateTableBuilder, ...names: string[]): void {
    for (const name of names) table.datetime(name).notNullable();
  }
}
