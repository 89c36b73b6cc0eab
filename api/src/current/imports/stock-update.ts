import type { SqlRunner } from '../sql-runner';
import { SORTED } from './import-stage';
import { KEY_KINDS, namesItem } from './staged-match';

/** Which item columns an availability or price file sets, as SQL over the staged row `s`. */
export interface StockColumns {
  /** SET list, e.g. "availability = s.availability". */
  set: string;
  /** True when the staged row would change the item: unchanged items are not rewritten. */
  changes: string;
}

export const AVAILABILITY_COLUMNS: StockColumns = {
  set: 'availability = s.availability',
  changes: 'current_items.availability <> s.availability',
};

/**
 * A price file without availability column sets the price only: assigning availability, even
 * to its own value, would rewrite every row's (is_kit, availability) index entry.
 */
export const PRICE_ONLY_COLUMNS: StockColumns = {
  set: 'price = s.price',
  changes: 'current_items.price IS DISTINCT FROM s.price',
};

/** The price file's availability column is optional: a blank keeps the item's own. */
export const PRICE_COLUMNS: StockColumns = {
  set: 'price = s.price, availability = COALESCE(s.availability, current_items.availability)',
  changes: 'current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)',
};

/**
 * One UPDATE … FROM per way of naming items the file used (by id, by part number), walking the
 * staged rows in key order. Returns how many items changed; they carry `changedAt`.
 */
export async function applyStockUpdate(sql: SqlRunner, columns: StockColumns, kinds: readonly boolean[], changedAt: Date): Promise<number> {
  let changed = 0;
  for (const byId of KEY_KINDS.filter((kind) => kinds.includes(kind))) {
    changed += await sql.run(
      `UPDATE current_items SET ${columns.set}, updated_at = ?
       FROM ${SORTED} s
       WHERE ${namesItem(byId, 'current_items')} AND (${columns.changes})`,
      [changedAt],
    );
  }
  return changed;
}
