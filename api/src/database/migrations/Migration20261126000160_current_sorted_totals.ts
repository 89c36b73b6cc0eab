import { SchemaMigration } from '../schema-migration';

/**
 * PostgreSQL only: exact totals of Current Items lists filtered by availability together with a brand or a search,
 * which only a full count of current_items answers (current_item_keys holds no availability). Price and
 * availability imports change them without a list version, so each is kept with the items version
 * (Migration20261126000141_current_items_version) it was counted at; every API process reads it before estimating.
 */
export class Migration20261126000160_current_sorted_totals extends SchemaMigration {
  override up(): void {
    if (this.getKnex().client.dialect !== 'postgresql') return;
    this.addSql('CREATE TABLE current_item_sorted_totals (filter_key TEXT PRIMARY KEY, items_version BIGINT NOT NULL, total BIGINT NOT NULL)');
  }
}
