import { SchemaMigration } from '../schema-migration';

/** Sign-in attempts per key (e-mail at an address, or an address), shared by every process. */
export class Migration20261124000102_login_attempts extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema.createTable('login_attempts', (t) => {
        t.string('attempt_key', 400).primary();
        t.bigInteger('window_started_at').notNullable();
        t.integer('attempts').notNullable();
      }),
    );
  }
}
