/**
 * current_items has no ORM entity: it holds millions of rows written only set-based by the imports, so the
 * list's page of rows, one item and the edit form read and write it with these plain statements too, on the
 * runner and in the transaction that also move the stats aggregates.
 */
import { inList } from '../../common/sql/placeholders';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { type CurrentItemView, toCurrentItemView } from '../dto/current-item-views';

/** The columns toCurrentItemView reads. */
const COLUMNS = 'id, part_number, brand, is_kit, availability, price, updated_at';

/** One item; binds its id. */
export const ITEM_BY_ID = defineQuery<[id: string], CurrentItemView>({ sql: `SELECT ${COLUMNS} FROM current_items WHERE id = ?`, map: toCurrentItemView });

/** The items of `count` bound ids, in no particular order. */
export const ITEMS_BY_IDS = defineQuery<string[], CurrentItemView, number>({
  sql: (count) => `SELECT ${COLUMNS} FROM current_items WHERE id ${inList(count)}`,
  map: toCurrentItemView,
  review: [2],
});

export const UPDATE_ITEM = defineStatement<[price: number | null, availability: string, brand: string | null, updatedAt: Date, id: string]>({
  sql: 'UPDATE current_items SET price = ?, availability = ?, brand = ?, updated_at = ? WHERE id = ?',
});
