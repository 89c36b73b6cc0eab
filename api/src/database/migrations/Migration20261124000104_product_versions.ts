import { SchemaMigration } from '../schema-migration';

/**
 * One version per product list (draft, live), bumped by every change to it; each process checks it
 * before answering from its in-memory totals, positions and search lines, as current_items_state does
 * for the current items.
 */
export class Migration20261124000104_product_versions extends SchemaMigration {
  override up(): void {
    this.schema((schema) =>
      schema.createTable('product_versions', (t) => {
        t.string('kind', 16).primary();
        t.bigInteger('version').notNullable().defaultTo(0);
      }),
    );
    this.addSql(`INSERT INTO product_versions (kind, version) VALUES ('draft', 0), ('live', 0)`);
  }
}
