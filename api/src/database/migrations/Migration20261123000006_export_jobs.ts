import { SchemaMigration } from '../schema-migration';

/**
 * Export jobs (status, progress, result and who asked, kept as the export history) and a
 * key/value settings table, where the SFTP password is stored encrypted (secret box).
 * The (started_at) index serves the history list, newest first; (status) the start-up recovery.
 */
export class Migration20261123000006_export_jobs extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('export_jobs', (t) => {
          t.string('job_id', 36).primary();
          t.string('status', 32).notNullable();
          t.integer('progress').notNullable();
          t.integer('total_items').notNullable();
          t.integer('items_processed').notNullable();
          t.string('filename', 255).notNullable();
          t.text('error').nullable();
          t.string('sftp_upload', 16).notNullable();
          t.text('sftp_error').nullable();
          t.text('sftp_result').nullable();
          t.text('options').notNullable();
          t.string('requested_by', 320).notNullable();
          this.timestamps(t, 'started_at');
          t.datetime('finished_at').nullable();
          t.string('file_path', 1024).nullable();
          t.index(['started_at'], 'export_jobs_started_at_index');
          t.index(['status'], 'export_jobs_status_index');
        })
        .createTable('settings', (t) => {
          t.string('key', 100).primary();
          t.text('value').notNullable();
          this.timestamps(t, 'updated_at');
        }),
    );
  }
}
