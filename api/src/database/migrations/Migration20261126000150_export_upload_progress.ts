import { SchemaMigration } from '../schema-migration';

/**
 * How far an export's SFTP upload is, kept in its job row as the writing progress is, so every process and the
 * history see it: the bytes the server has acknowledged and the file's size. A 2.4 GB file takes a 32-bit
 * integer past its range, hence BIGINT. Both stay null when no upload ran or it failed.
 */
export class Migration20261126000150_export_upload_progress extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema.alterTable('export_jobs', (t) => {
        t.bigInteger('sftp_sent_bytes').nullable();
        t.bigInteger('sftp_total_bytes').nullable();
      }),
    );
  }
}
