import type { Knex } from '@mikro-orm/knex';
import { SchemaMigration } from '../schema-migration';

const OPTIONAL_TEXT = [
  'google_id', 'availability', 'condition', 'gtin', 'mpn', 'google_product_category', 'product_type',
  'additional_image_link', 'sale_price_effective_date', 'shipping_weight', 'material', 'vehicle_make',
  'vehicle_model', 'vehicle_year', 'custom_label_0', 'custom_label_1', 'custom_label_2', 'custom_label_3',
  'custom_label_4',
];

/**
 * Draft products (one per brand and part number) and their live copies. Free text is `text` so a long
 * description never fails an import on PostgreSQL. The lists read newest first from one covering index per
 * table, (created_at, id, brand_id, search_key) and (published_at, id, brand_id, search_key), which also
 * serves their searches without touching the wide rows.
 */
export class Migration20261123000003_products extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('draft_products', (t) => {
          this.productColumns(t);
          t.unique(['brand_id', 'part_number']);
          t.index(['created_at', 'id', 'brand_id', 'search_key']);
        })
        .createTable('live_products', (t) => {
          this.productColumns(t);
          t.integer('draft_product_id').unsigned().nullable().unique().references('draft_products.id').onDelete('SET NULL');
          t.boolean('is_live').notNullable();
          t.datetime('published_at').notNullable();
          t.index(['published_at', 'id', 'brand_id', 'search_key']);
          t.index(['brand_id']);
        }),
    );
  }

  private productColumns(t: Knex.CreateTableBuilder): void {
    t.increments('id').primary();
    t.integer('brand_id').unsigned().notNullable().references('brands.id').onDelete('CASCADE');
    t.string('part_number', 200).notNullable();
    for (const name of ['title', 'description', 'link', 'image_link']) t.text(name).notNullable();
    t.decimal('price', 12, 2).notNullable();
    t.decimal('sale_price', 12, 2).nullable();
    for (const name of OPTIONAL_TEXT) t.text(name).nullable();
    t.boolean('is_kit').notNullable();
    t.string('search_key', 300).notNullable();
    this.timestamps(t, 'created_at', 'updated_at');
  }
}
