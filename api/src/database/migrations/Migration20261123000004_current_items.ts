import { SchemaMigration } from '../schema-migration';

/**
 * Current items and the small tables that keep their screen fast at a million rows:
 * - current_item_totals: item count, priced count and price sum (in cents) per (is_kit, availability),
 *   recomputed inside every import transaction, so GET /current/stats reads at most 8 rows;
 * - current_item_brand_counts: items per brand, likewise;
 * - current_items_state: a version bumped in the same transaction as any change to ids, part numbers,
 *   brands or types, which tells the in-memory list index (list/list-index.service.ts) to rebuild.
 * The (part_number, is_kit) index serves the import joins and the live-product sync; (brand) the
 * brand counts; (is_kit, availability) the totals.
 */
export class Migration20261123000004_current_items extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('current_items', (t) => {
          t.string('id', 100).primary();
          t.string('part_number', 200).notNullable();
          t.string('brand', 200).nullable();
          t.boolean('is_kit').notNullable();
          t.string('availability', 16).notNullable().defaultTo('in stock');
          t.decimal('price', 12, 2).nullable();
          this.timestamps(t, 'updated_at');
          t.index(['part_number', 'is_kit'], 'current_items_part_number_is_kit_index');
          t.index(['brand'], 'current_items_brand_index');
          t.index(['is_kit', 'availability'], 'current_items_is_kit_availability_index');
        })
        .createTable('current_item_totals', (t) => {
          t.boolean('is_kit').notNullable();
          t.string('availability', 16).notNullable();
          t.integer('item_count').notNullable();
          t.integer('priced_count').notNullable();
          t.bigInteger('price_cents').notNullable();
          t.primary(['is_kit', 'availability']);
        })
        .createTable('current_item_brand_counts', (t) => {
          t.string('brand', 200).primary();
          t.integer('item_count').notNullable();
          t.index(['item_count'], 'current_item_brand_counts_item_count_index');
        })
        .createTable('current_items_state', (t) => {
          t.integer('id').primary();
          t.integer('list_version').notNullable();
        }),
    );
    this.addSql('INSERT INTO current_items_state (id, list_version) VALUES (1, 0)');
  }
}
