import { SchemaMigration } from '../schema-migration';

/**
 * The key of the Current Items list's own order, the natural order of ids: numeric ids (digits only) first, in
 * numeric order, then every other id in character order. A numeric id's key is '0', the length of its digits
 * without leading zeros (three digits: ids are at most 100 characters), those digits, then the id itself, which
 * keeps the key unique ('007' just before '7'); any other id's key is '1' and the id. Byte order of the keys is
 * the list's order on both databases (PostgreSQL compares them in the "C" collation, whatever the database's).
 * Every statement that orders the list writes the expression exactly as its index was built on, or the index
 * does not serve it.
 */
export const ID_ORDER_KEY_SQLITE = `(CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END)`;
export const ID_ORDER_KEY_POSTGRES = `((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C")`;

export const idOrderKey = (postgres: boolean) => (postgres ? ID_ORDER_KEY_POSTGRES : ID_ORDER_KEY_SQLITE);

/**
 * Ids sorted as text put '10' before '9'. The natural order key replaces the id in every index that orders the
 * list: on current_items (both databases: the SQLite in-memory list index is built in its order, and sorts and
 * availability filters read it), and on PostgreSQL's current_item_keys in the places of the (id), (is_kit, id)
 * and (brand, id) orders its list pages walk (Migration20261125000106_current_item_keys).
 */
export class Migration20261125000140_natural_id_order extends SchemaMigration {
  override up(): void {
    const postgres = this.getKnex().client.dialect === 'postgresql';
    const key = idOrderKey(postgres);
    // PostgreSQL reads an expression index alone (an index-only scan) only when it holds the columns the expression
    // is made of: hence the id included, which keeps a ten-million-item positions pass off the table.
    const withId = postgres ? ' INCLUDE (id)' : '';
    this.addSql('DROP INDEX current_items_id_length_index');
    this.addSql(`CREATE UNIQUE INDEX current_items_id_order_index ON current_items (${key})${withId}`);
    if (!postgres) return;
    this.addSql('DROP INDEX current_item_keys_is_kit_id_index');
    this.addSql('DROP INDEX current_item_keys_brand_index');
    this.addSql(`CREATE UNIQUE INDEX current_item_keys_id_order_index ON current_item_keys (${key}) INCLUDE (id)`);
    this.addSql(`CREATE INDEX current_item_keys_is_kit_id_order_index ON current_item_keys (is_kit, ${key}) INCLUDE (id)`);
    this.addSql(`CREATE INDEX current_item_keys_brand_id_order_index ON current_item_keys (brand, ${key}) INCLUDE (is_kit, id)`);
  }
}
