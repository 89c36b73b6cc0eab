import { SchemaMigration } from '../schema-migration';

/**
 * Feed rules (#27): one draft rule set, the versions that were activated (the newest is the active one,
 * read by every process), and the lookup tables rules look values up in. A version keeps a copy of the
 * lookup tables its rules use, so uploading a table changes nothing in the feed until the next activation.
 */
export class Migration20261125000127_feed_rules extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema
        .createTable('feed_rules_draft', (t) => {
          t.integer('id').primary();
          t.text('rules').notNullable();
          t.datetime('updated_at').nullable();
          t.string('updated_by', 255).nullable();
        })
        .createTable('feed_rule_versions', (t) => {
          t.integer('version').primary();
          t.text('rules').notNullable();
          t.text('lookups').notNullable();
          t.datetime('activated_at').notNullable();
          t.string('activated_by', 255).notNullable();
          t.integer('restored_from').nullable();
        })
        .createTable('feed_rule_lookups', (t) => {
          t.string('name', 100).primary();
          t.text('entries').notNullable();
          t.integer('row_count').notNullable();
          t.datetime('uploaded_at').notNullable();
          t.string('uploaded_by', 255).notNullable();
        }),
    );
    this.addSql(`INSERT INTO feed_rules_draft (id, rules) VALUES (1, '[]')`);
  }
}
