/**
 * The CSV download of the current items reads them by keyset (`id > last id`) in batches with the list's
 * filter, so each query is a range of the primary key (or of the filter's index) at any depth and only one
 * batch is held at a time; current_items has no ORM entity.
 */
import { defineQuery } from '../../common/sql/statement';
import { itemConditions, whereClause } from './list.sql';

/** An item as the CSV download reads it: raw values, written out by the format's columns. */
export type ExportItemRow = Record<string, unknown>;

/** The next batch after the bound last id, of the bound size, among the items the conditions keep; binds their values first. */
export const EXPORT_BATCH = defineQuery<unknown[], ExportItemRow, string[]>({
  sql: (conditions) =>
    `SELECT id, part_number, price, availability, brand, is_kit FROM current_items ${whereClause([...conditions, 'id > ?'])} ORDER BY id LIMIT ?`,
  map: (row) => row,
  review: [[], itemConditions({ is_kit: true, brand: 'bosch', search: 'pad' }).conditions],
});
