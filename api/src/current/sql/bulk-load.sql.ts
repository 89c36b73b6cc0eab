/**
 * SQLite: an item import that adds more items than the table holds loads them with the table's secondary
 * indexes set aside and built again afterwards, the way a database restore does: building an index sorts
 * its entries once, where inserting a million rows under nine indexes writes each index's pages in random
 * order again and again (docs/performance.md, the item import). A price import that changes a large share of
 * the items does the same with the price index. The indexes are read from SQLite's own schema table and
 * created again from their stored definitions, which no ORM query expresses.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { SORTED } from './import-stage.sql';

/** A secondary index of current_items as SQLite stores it: its name and its CREATE INDEX statement. */
export interface ItemIndex {
  name: string;
  definition: string;
}

/** The indexes of current_items the migrations created (the primary key's own index has no stored SQL, and stays). */
export const ITEM_INDEXES = defineQuery<[], ItemIndex>({
  sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'current_items' AND sql IS NOT NULL ORDER BY name",
  map: (row) => ({ name: String(row.name), definition: String(row.sql) }),
});

/**
 * The indexes of current_items over any of the columns named in the bound JSON array, such as the price a
 * price import sets (their entries move when the values change).
 */
export const ITEM_INDEXES_OVER = defineQuery<[columns: string], ItemIndex>({
  sql: `SELECT name, sql FROM sqlite_master m WHERE type = 'index' AND tbl_name = 'current_items' AND sql IS NOT NULL
       AND EXISTS (SELECT 1 FROM pragma_index_info(m.name) i WHERE i.name IN (SELECT value FROM json_each(?)))
       ORDER BY name`,
  map: (row) => ({ name: String(row.name), definition: String(row.sql) }),
});

/** The name is one ITEM_INDEXES read from the schema, never request input. */
export const DROP_ITEM_INDEX = defineStatement<[], string>({ sql: (name) => `DROP INDEX "${name}"`, review: ['<index name>'] });

/** The index's own CREATE INDEX statement, as ITEM_INDEXES read it from the schema. */
export const CREATE_ITEM_INDEX = defineStatement<[], string>({ sql: (definition) => definition, review: ['<CREATE INDEX statement of the index>'] });

/** How many of the staged ids name no item yet: a walk of the keyed staged rows along the primary key, in the same order. */
export const COUNT_NEW_ITEMS = defineQuery<[], number>({
  sql: `SELECT COUNT(*) AS n FROM ${SORTED} s WHERE NOT EXISTS (SELECT 1 FROM current_items c WHERE c.id = s.item_key)`,
  map: (row) => rawNumber(row.n),
});

/** How many items there are, from the stats aggregates every change keeps (totals.sql.ts), not a count of the table. */
export const COUNT_ITEMS_KEPT = defineQuery<[], number>({
  sql: 'SELECT COALESCE(SUM(item_count), 0) AS n FROM current_item_totals',
  map: (row) => rawNumber(row.n),
});
