/**
 * The CSV download of the current items reads them by keyset (`id > last id`) in batches with the list's
 * filter, so each query is a range of the primary key (or of the filter's index) at any depth and only one
 * batch is held at a time; current_items has no ORM entity.
 */
import { whereClause } from './list.sql';

/** The next batch after the bound last id, of the bound size, among the items the conditions keep; binds their values first. */
export const exportBatch = (conditions: string[]) =>
  `SELECT id, part_number, price, availability, brand, is_kit FROM current_items ${whereClause([...conditions, 'id > ?'])} ORDER BY id LIMIT ?`;
