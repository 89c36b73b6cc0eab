import { SchemaMigration } from '../schema-migration';

/** The text a current-items search looks in: id, part number and brand, lower-cased, split by a character no value holds. */
export const CURRENT_ITEM_SEARCH_KEY = `LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, ''))`;

/**
 * PostgreSQL only: the current items' list columns (id, part number, brand, type) in a table of their own,
 * current_item_keys, which the Current Items list pages, filters and searches read (current/list/keyed-list-reader.ts).
 * At ten million items an in-memory list index no longer fits one process's memory, so PostgreSQL serves
 * the list: ordered by the primary key, (is_kit, id) and (brand, id), searched through a pg_trgm index;
 * the brand index includes the type so that counts of a brand's kits read the index alone. They sit apart from current_items because price and availability imports rewrite every row
 * of it: on current_items these indexes would take ten million new entries per price import, while
 * here nothing changes unless an id, part number, brand or type does.
 *
 * Triggers keep the table equal to current_items in the same transaction as any change: new and
 * removed rows set-based per statement, changed list columns per row (a price import never fires them,
 * as it sets none of those columns). The table is filled before its search index is built, which is
 * much faster than indexing row by row. SQLite keeps its in-memory list index and has none of this.
 */
export class Migration20261125000106_current_item_keys extends SchemaMigration {
  override up(): void {
    if (this.getKnex().client.dialect !== 'postgresql') return;
    this.addSql(`CREATE TABLE current_item_keys (
      id VARCHAR(100) PRIMARY KEY, part_number VARCHAR(200) NOT NULL, brand VARCHAR(200), is_kit BOOLEAN NOT NULL)`);
    this.addSql('INSERT INTO current_item_keys (id, part_number, brand, is_kit) SELECT id, part_number, brand, is_kit FROM current_items');
    this.addSql('CREATE INDEX current_item_keys_is_kit_id_index ON current_item_keys (is_kit, id)');
    this.addSql('CREATE INDEX current_item_keys_brand_index ON current_item_keys (brand, id) INCLUDE (is_kit)');
    this.addSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    this.addSql(`CREATE INDEX current_item_keys_search_trgm ON current_item_keys USING gin ((${CURRENT_ITEM_SEARCH_KEY}) gin_trgm_ops)`);
    this.addSql(`CREATE FUNCTION current_item_keys_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO current_item_keys (id, part_number, brand, is_kit) SELECT id, part_number, brand, is_kit FROM added;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE FUNCTION current_item_keys_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM current_item_keys k USING removed r WHERE k.id = r.id;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE FUNCTION current_item_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE current_item_keys SET id = NEW.id, part_number = NEW.part_number, brand = NEW.brand, is_kit = NEW.is_kit WHERE id = OLD.id;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE FUNCTION current_item_keys_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE current_item_keys;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER current_item_keys_added AFTER INSERT ON current_items
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION current_item_keys_added()`);
    this.addSql(`CREATE TRIGGER current_item_keys_removed AFTER DELETE ON current_items
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION current_item_keys_removed()`);
    this.addSql(`CREATE TRIGGER current_item_keys_changed AFTER UPDATE OF id, part_number, brand, is_kit ON current_items
      FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.part_number IS DISTINCT FROM NEW.part_number
        OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.is_kit IS DISTINCT FROM NEW.is_kit)
      EXECUTE FUNCTION current_item_keys_changed()`);
    this.addSql(`CREATE TRIGGER current_item_keys_emptied AFTER TRUNCATE ON current_items
      FOR EACH STATEMENT EXECUTE FUNCTION current_item_keys_emptied()`);
  }
}
