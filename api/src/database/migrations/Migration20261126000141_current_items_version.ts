import { SchemaMigration } from '../schema-migration';

/**
 * PostgreSQL only: current_items_state.items_version, bumped by every statement that writes current_items, in its
 * own transaction. The positions of the sorted Current Items lists (current/list/sorted-positions.ts) are kept per
 * items version: a price, availability or item import changes the price, availability and last-change orders
 * without touching the list version, which only ids, part numbers, brands and types bump. A trigger rather than
 * each writer bumping it, so that no import, edit or sync can forget it. BEFORE the statement, so that every writer
 * locks the state row before any item row: with one lock order, an import's later statement cannot wait on an edit's
 * item row while that edit waits on the state row the import holds. SQLite pages its sorts without positions.
 */
export class Migration20261126000141_current_items_version extends SchemaMigration {
  override up(): void {
    if (this.getKnex().client.dialect !== 'postgresql') return;
    this.addSql('ALTER TABLE current_items_state ADD COLUMN items_version BIGINT NOT NULL DEFAULT 0');
    this.addSql(`CREATE FUNCTION current_items_version_bumped() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE current_items_state SET items_version = items_version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER current_items_version_bumped BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON current_items
      FOR EACH STATEMENT EXECUTE FUNCTION current_items_version_bumped()`);
  }
}
