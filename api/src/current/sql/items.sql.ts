/**
 * current_items has no ORM entity: it holds millions of rows written only set-based by the imports, so the
 * list's page of rows, one item and the edit form read and write it with these plain statements too, on the
 * runner and in the transaction that also move the stats aggregates.
 */
import { inList } from '../../common/sql/placeholders';

/** The columns toCurrentItemView reads. */
const COLUMNS = 'id, part_number, brand, is_kit, availability, price, updated_at';

/** One item; binds its id. */
export const ITEM_BY_ID = `SELECT ${COLUMNS} FROM current_items WHERE id = ?`;

/** The items of `count` bound ids, in no particular order. */
export const itemsByIds = (count: number) => `SELECT ${COLUMNS} FROM current_items WHERE id ${inList(count)}`;

/** Binds price, availability, brand, the change time and the id. */
export const UPDATE_ITEM = 'UPDATE current_items SET price = ?, availability = ?, brand = ?, updated_at = ? WHERE id = ?';
