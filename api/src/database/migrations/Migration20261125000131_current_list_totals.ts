import { SchemaMigration } from '../schema-migration';

/**
 * PostgreSQL only: exact totals of Current Items filters that took a full count (a search found in most items,
 * or shorter than the three characters the trigram index needs), kept per list version so that every API
 * process answers them exactly once one process has counted (current/list/keyed-list-reader.ts). Until then a
 * request answers the planner's estimate, marked as one. SQLite counts in its in-memory list index at once.
 */
export class Migration20261125000131_current_list_totals extends SchemaMigration {
  override up(): void {
    if (this.getKnex().client.dialect !== 'postgresql') return;
    this.addSql('CREATE TABLE current_item_list_totals (filter_key TEXT PRIMARY KEY, list_version BIGINT NOT NULL, total BIGINT NOT NULL)');
  }
}
