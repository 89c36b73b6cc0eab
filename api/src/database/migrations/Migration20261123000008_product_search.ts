import { SchemaMigration } from '../schema-migration';

const TABLES = ['draft_products', 'live_products'];

/**
 * Trigram indexes over search_key, so a "contains" search finds rare terms without reading a whole list
 * index. search_key is stored lower-cased and searched with a lower-cased term, so the index can stay
 * case-sensitive: a trigram phrase match is then exactly `search_key LIKE '%term%'` for terms of three or
 * more characters.
 *
 * SQLite: an FTS5 table per product table (external content, rowid = id) kept in step by triggers, which
 * re-index a row only when its search_key changes (a re-import of unchanged titles costs nothing); no
 * per-row sizes are kept (columnsize=0), as nothing ranks matches.
 * PostgreSQL: a pg_trgm GIN index, which LIKE '%term%' uses directly.
 * Both are filled for the rows already there.
 */
export class Migration20261123000008_product_search extends SchemaMigration {
  override up(): void {
    if (this.getKnex().client.dialect === 'postgresql') {
      this.addSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      for (const table of TABLES) {
        this.addSql(`CREATE INDEX ${table}_search_key_trgm ON ${table} USING gin (search_key gin_trgm_ops)`);
      }
      return;
    }
    for (const table of TABLES) {
      const fts = `${table}_search`;
      this.addSql(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(search_key, content='${table}', content_rowid='id', tokenize='trigram case_sensitive 1', columnsize=0)`,
      );
      this.addSql(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
      this.addSql(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
           INSERT INTO ${fts}(rowid, search_key) VALUES (new.id, new.search_key);
         END`,
      );
      this.addSql(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
           INSERT INTO ${fts}(${fts}, rowid, search_key) VALUES ('delete', old.id, old.search_key);
         END`,
      );
      this.addSql(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF search_key ON ${table} WHEN old.search_key <> new.search_key BEGIN
           INSERT INTO ${fts}(${fts}, rowid, search_key) VALUES ('delete', old.id, old.search_key);
           INSERT INTO ${fts}(rowid, search_key) VALUES (new.id, new.search_key);
         END`,
      );
    }
  }
}
