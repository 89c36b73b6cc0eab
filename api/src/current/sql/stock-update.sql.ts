/**
 * Price and availability files change up to millions of items in one import: set-based UPDATEs from the
 * staged rows, written per database as each runs them fastest (measured at a million rows, and against
 * psql's own COPY + UPDATE … FROM on PostgreSQL), rewriting only the items whose values change.
 */
import { defineStatement } from '../../common/sql/statement';
import { SORTED } from './import-stage.sql';
import { namesItem } from './staged-match.sql';

/** Which item columns an availability or price file sets, as SQL over the staged row `s` and the item. */
export interface StockColumns {
  /** Each column set, with its new value. */
  values: Partial<Record<'price' | 'availability', string>>;
  /** True when the staged row would change the item: unchanged items are not rewritten. */
  changes: string;
}

export const AVAILABILITY_COLUMNS: StockColumns = {
  values: { availability: 's.availability' },
  changes: 'current_items.availability <> s.availability',
};

/**
 * A price file without availability column sets the price only: assigning availability, even
 * to its own value, would rewrite every row's (is_kit, availability) index entry.
 */
export const PRICE_ONLY_COLUMNS: StockColumns = {
  values: { price: 's.price' },
  changes: 'current_items.price IS DISTINCT FROM s.price',
};

/** The price file's availability column is optional: a blank keeps the item's own. */
export const PRICE_COLUMNS: StockColumns = {
  values: { price: 's.price', availability: 'COALESCE(s.availability, current_items.availability)' },
  changes: 'current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)',
};

/** A file's columns, and whether the staged rows name items by id. */
interface StockUpdate {
  columns: StockColumns;
  byId: boolean;
}

const REVIEWED: StockUpdate[] = [
  { columns: AVAILABILITY_COLUMNS, byId: true },
  { columns: PRICE_ONLY_COLUMNS, byId: false },
  { columns: PRICE_COLUMNS, byId: true },
];

/** Updates the items the staged rows of one way of naming items change, straight from them; binds the change time. */
export const UPDATE_FROM_STAGED = defineStatement<[changedAt: Date], StockUpdate>({
  sql: ({ columns, byId }) =>
    `UPDATE current_items SET ${Object.entries(columns.values).map(([column, value]) => `${column} = ${value}`).join(', ')}, updated_at = ?
     FROM ${SORTED} s WHERE ${namesItem(byId, 'current_items')} AND (${columns.changes})`,
  review: REVIEWED,
});

/** The items an import changes, with their new values, keyed and ordered by item id. */
const TARGETS = 'current_import_targets';

export const DROP_TARGETS = defineStatement<[]>({ sql: `DROP TABLE IF EXISTS ${TARGETS}` });

export const CREATE_TARGETS = defineStatement<[]>({
  sql: `CREATE TEMPORARY TABLE ${TARGETS} (id VARCHAR(100) NOT NULL PRIMARY KEY, price NUMERIC(12, 2), availability VARCHAR(16)) WITHOUT ROWID`,
});

/**
 * Collects the items the staged rows of one way of naming items change, with their new values, in id
 * order. An item named by two rows (same key, with and without a type) takes one of them, as UPDATE … FROM would.
 */
export const COLLECT_TARGETS = defineStatement<[], StockUpdate>({
  sql: ({ columns, byId }) =>
    `INSERT INTO ${TARGETS} (id, ${Object.keys(columns.values).join(', ')})
     SELECT current_items.id, ${Object.values(columns.values).join(', ')}
     FROM ${SORTED} s JOIN current_items ON ${namesItem(byId, 'current_items')}
     WHERE ${columns.changes}
     ORDER BY current_items.id
     ON CONFLICT DO NOTHING`,
  review: REVIEWED,
});

/** Gives the collected items their new values; binds the change time. */
export const UPDATE_FROM_TARGETS = defineStatement<[changedAt: Date], StockColumns>({
  sql: (columns) =>
    `UPDATE current_items SET ${Object.keys(columns.values).map((column) => `${column} = t.${column}`).join(', ')}, updated_at = ?
     FROM ${TARGETS} t WHERE current_items.id = t.id`,
  review: [AVAILABILITY_COLUMNS, PRICE_ONLY_COLUMNS, PRICE_COLUMNS],
});
