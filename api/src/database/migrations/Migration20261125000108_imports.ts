import { SchemaMigration } from '../schema-migration';

/**
 * The imports history: one row per import whoever ran it and on whichever process (so every process
 * lists the same history), with its counts, and every refused or not-found row of it in
 * `import_problems` for the problems download. Problems are read back in id order per import,
 * hence the (import_id, id) index; (started_at) serves the history list, newest first.
 */
export class Migration20261125000108_imports extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('imports', (t) => {
          t.increments('id').primary();
          t.string('kind', 32).notNullable();
          t.text('file_names').notNullable();
          t.string('user_email', 320).notNullable();
          this.timestamps(t, 'started_at');
          t.datetime('finished_at').nullable();
          t.string('status', 32).notNullable();
          t.text('detail').nullable();
          for (const count of ['read_rows', 'inserted', 'updated', 'unchanged', 'not_found', 'refused']) {
            t.bigInteger(count).notNullable().defaultTo(0);
          }
          t.index(['started_at'], 'imports_started_at_index');
          t.index(['kind', 'started_at'], 'imports_kind_started_at_index');
        })
        .createTable('import_problems', (t) => {
          t.bigIncrements('id').primary();
          t.integer('import_id').notNullable().references('id').inTable('imports').onDelete('CASCADE');
          t.string('file', 255).notNullable();
          t.integer('line').nullable();
          t.string('column_name', 200).nullable();
          t.text('value').nullable();
          t.text('reason').notNullable();
          t.index(['import_id', 'id'], 'import_problems_import_id_index');
        }),
    );
  }
}
