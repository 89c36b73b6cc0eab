/**
 * LOWER(name) = ? compares names case-insensitively the same way on SQLite and PostgreSQL, where
 * the ORM's $ilike would take a % or _ in a brand name for a wildcard. Bound with the lower-cased
 * name and the id of the brand that may hold it.
 */
export const BRAND_NAME_TAKEN = 'SELECT name FROM brands WHERE LOWER(name) = ? AND id <> ?';
