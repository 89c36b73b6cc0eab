import { SchemaMigration } from '../schema-migration';

/**
 * An export can make the product feed as well as the stock-and-price feed: each job row is one file,
 * `feed` says which, and `diagnostics` keeps the counts (total, valid, with_errors, with_warnings) of
 * the records it went through, as they were when the file was made.
 */
export class Migration20261125000105_export_feeds extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema.alterTable('export_jobs', (t) => {
        t.string('feed', 16).notNullable().defaultTo('stock');
        t.text('diagnostics').nullable();
      }),
    );
  }
}
