import { SchemaMigration } from '../schema-migration';

/**
 * The Current Items list sorts by id (numerically for numeric ids), part number, brand, price, availability
 * and last change, and filters by availability (current/list/sorted-list-reader.ts). Each order has its index,
 * so that a page reads its rows in order instead of sorting every item; the id is the tie-break of each, so
 * the index gives the whole order. NULLs come first in ascending order on both databases (SQLite's own
 * order), which PostgreSQL's indexes say explicitly. Ids by LENGTH then text are numeric order for numeric ids.
 */
export class Migration20261125000107_current_item_sorts extends SchemaMigration {
  override up(): void {
    const nullsFirst = this.getKnex().client.dialect === 'postgresql' ? ' NULLS FIRST' : '';
    const indexes: Array<[name: string, columns: string]> = [
      ['current_items_id_length_index', 'LENGTH(id), id'],
      ['current_items_part_number_id_index', 'part_number, id'],
      ['current_items_brand_id_index', `brand${nullsFirst}, id`],
      ['current_items_price_id_index', `price${nullsFirst}, id`],
      ['current_items_availability_id_index', 'availability, id'],
      ['current_items_updated_at_id_index', 'updated_at, id'],
    ];
    for (const [name, columns] of indexes) this.addSql(`CREATE INDEX ${name} ON current_items (${columns})`);
  }
}
