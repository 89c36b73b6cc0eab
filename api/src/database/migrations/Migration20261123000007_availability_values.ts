import { SchemaMigration } from '../schema-migration';

/**
 * Google's four availability values with what each tells Google, read by the availability-values
 * resource. The rows are written out here rather than taken from the code: a migration must
 * produce the same table whenever it runs. The spellings the imports accept are not stored; the
 * resource reads them from the import parser, which stays their one source.
 */
const ROWS = [
  { value: 'in stock', position: 1, description: 'The item can be ordered and shipped now.' },
  { value: 'out of stock', position: 2, description: 'The item cannot be ordered at the moment.' },
  {
    value: 'preorder',
    position: 3,
    description: 'Orders are taken for an item not released yet. Google also asks for an availability date, which this feed does not send.',
  },
  {
    value: 'backorder',
    position: 4,
    description: 'Orders are taken and shipped once the item is back in stock. Google also asks for an availability date, which this feed does not send.',
  },
];

export class Migration20261123000007_availability_values extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('availability_values', (t) => {
        t.string('value', 16).primary();
        t.integer('position').notNullable();
        t.text('description').notNullable();
      }),
    );
    this.addSql(this.getKnex().insert(ROWS).into('availability_values'));
  }
}
