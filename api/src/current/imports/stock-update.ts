import type { SqlRunner } from '../../common/sql/sql-runner';
import { SORTED } from './import-stage';
import { KEY_KINDS, namesItem } from './staged-match';

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

/** The items an import changes, with their new values, keyed and ordered by item id. */
const TARGETS = 'current_import_targets';

/**
 * Per way of naming items the file used (by id, by part number), the items the staged rows change
 * take their new values; unchanged items are not rewritten. Returns how many items changed; they
 * carry `changedAt`.
 */
export async function applyStockUpdate(sql: SqlRunner, columns: StockColumns, kinds: readonly boolean[], changedAt: Date): Promise<number> {
  const update = sql.postgres ? updateStraight : updateInIdOrder;
  let changed = 0;
  for (const byId of KEY_KINDS.filter((kind) => kinds.includes(kind))) changed += await update(sql, columns, byId, changedAt);
  return changed;
}

/** PostgreSQL: one UPDATE … FROM, the native path; collecting the targets in id order first cost it 1.5–4 s more at a million rows. */
function updateStraight(sql: SqlRunner, columns: StockColumns, byId: boolean, changedAt: Date): Promise<number> {
  return sql.run(
    `UPDATE current_items SET ${Object.entries(columns.values).map(([column, value]) => `${column} = ${value}`).join(', ')}, updated_at = ?
     FROM ${SORTED} s WHERE ${namesItem(byId, 'current_items')} AND (${columns.changes})`,
    [changedAt],
  );
}

/**
 * SQLite: the items that change are first collected with their new values in id order (a read-only
 * join), then updated in that order. The items' rows lie in about id order, so each table page is
 * written once; updating straight from the staged rows in part-number order wrote them in random
 * order, and SQLite wrote a page out again each time the cache had to give it up (several times slower).
 */
async function updateInIdOrder(sql: SqlRunner, columns: StockColumns, byId: boolean, changedAt: Date): Promise<number> {
  const set = Object.keys(columns.values);
  await sql.run(`DROP TABLE IF EXISTS ${TARGETS}`);
  await sql.run(`CREATE TEMPORARY TABLE ${TARGETS} (id VARCHAR(100) NOT NULL PRIMARY KEY, price NUMERIC(12, 2), availability VARCHAR(16)) WITHOUT ROWID`);
  // An item named by two rows (same key, with and without a type) takes one of them, as UPDATE … FROM would.
  await sql.run(
    `INSERT INTO ${TARGETS} (id, ${set.join(', ')})
     SELECT current_items.id, ${Object.values(columns.values).join(', ')}
     FROM ${SORTED} s JOIN current_items ON ${namesItem(byId, 'current_items')}
     WHERE ${columns.changes}
     ORDER BY current_items.id
     ON CONFLICT DO NOTHING`,
  );
  const changed = await sql.run(
    `UPDATE current_items SET ${set.map((column) => `${column} = t.${column}`).join(', ')}, updated_at = ?
     FROM ${TARGETS} t WHERE current_items.id = t.id`,
    [changedAt],
  );
  await sql.run(`DROP TABLE ${TARGETS}`);
  return changed;
}
