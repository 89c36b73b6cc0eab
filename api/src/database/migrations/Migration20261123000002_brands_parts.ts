import { SchemaMigration } from '../schema-migration';

/** Parts cascade with their brand so deleting a brand never leaves orphans. */
export class Migration20261123000002_brands_parts extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('brands', (t) => {
          t.increments('id').primary();
          t.string('name', 200).notNullable().unique();
          t.boolean('active').notNullable();
          this.timestamps(t, 'created_at', 'updated_at');
        })
        .createTable('parts', (t) => {
          t.increments('id').primary();
          t.integer('brand_id').unsigned().notNullable().references('brands.id').onDelete('CASCADE');
          t.string('part_number', 200).notNullable();
          t.string('part_type', 200).nullable();
          this.timestamps(t, 'created_at', 'updated_at');
          t.unique(['brand_id', 'part_number']);
          t.index(['part_number']);
          t.index(['part_type']);
        }),
    );
  }
}
