import { SchemaMigration } from '../schema-migration';

/**
 * State every process must see the same way. export_jobs get the process that runs them and a lease it
 * renews; leases names a lock (the export slot, an import into a table) with its holder until a time;
 * schedule_runs records each scheduled run once, so N processes run a schedule once; export_files keeps a
 * finished export's file in chunks, so any process can serve it.
 */
export class Migration20261124000103_shared_state extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema
        .alterTable('export_jobs', (t) => {
          t.string('owner', 64).nullable();
          t.datetime('lease_expires_at').nullable();
        })
        .createTable('leases', (t) => {
          t.string('name', 200).primary();
          t.string('owner', 64).notNullable();
          t.bigInteger('expires_at').notNullable();
        })
        .createTable('schedule_runs', (t) => {
          t.string('schedule', 100).notNullable();
          t.string('slot', 40).notNullable();
          t.string('owner', 64).notNullable();
          t.primary(['schedule', 'slot']);
        })
        .createTable('export_files', (t) => {
          t.string('job_id', 36).notNullable().references('export_jobs.job_id').onDelete('CASCADE');
          t.integer('chunk').notNullable();
          t.binary('data').notNullable();
          t.primary(['job_id', 'chunk']);
        }),
    );
  }
}
