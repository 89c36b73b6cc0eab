/**
 * LOWER(name) = ? compares names case-insensitively the same way on SQLite and PostgreSQL, where
 * the ORM's $ilike would take a % or _ in a brand name for a wildcard. Bound with the lower-cased
 * name and the id of the brand that may hold it.
 */
import { defineQuery } from '../../common/sql/statement';

/** The name of the brand that holds it, if any. */
export const BRAND_NAME_TAKEN = defineQuery<[lowerCasedName: string, exceptId: number], string>({
  sql: 'SELECT name FROM brands WHERE LOWER(name) = ? AND id <> ?',
  map: (row) => String(row.name),
});
