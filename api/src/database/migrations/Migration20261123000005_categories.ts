import { SchemaMigration } from '../schema-migration';

export class Migration20261123000005_categories extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('categories', (t) => {
          t.integer('category_id').primary();
          t.string('name', 255).notNullable();
          t.string('full_path', 1000).notNullable();
          t.string('path_search', 1000).notNullable();
        })
        .createTable('category_mappings', (t) => {
          t.increments('id').primary();
          t.string('part_type', 255).notNullable();
          t.string('part_type_key', 255).notNullable().unique();
          // No foreign key on purpose: a taxonomy re-upload must not cascade into mappings.
          t.integer('category_id').notNullable();
          t.double('confidence').nullable();
          t.string('source', 16).notNullable();
          this.timestamps(t, 'created_at', 'updated_at');
          t.integer('created_by').nullable();
          t.index(['category_id']);
        }),
    );
  }
}
