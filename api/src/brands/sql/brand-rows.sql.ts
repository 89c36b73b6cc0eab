/**
 * Written by hand so that parts_count is counted by the database in the statement that reads the
 * brand: it is never stale, and no counter has to be kept in step with imports and deletions. The
 * name search is LOWER … LIKE … ESCAPE, which matches the same way on SQLite and PostgreSQL.
 */
import { containsPattern, likeClause } from '../../common/sql/like-pattern';

const BRAND_SELECT = `
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b`;

/** The WHERE clause of a brand list (brands whose name contains `search`, or all) and its bindings. */
export function brandWhere(search?: string): { where: string; params: unknown[] } {
  return search ? { where: `WHERE ${likeClause('b.name')}`, params: [containsPattern(search)] } : { where: '', params: [] };
}

/** Bound with the WHERE clause's parameters, then LIMIT and OFFSET. */
export const brandPage = (where: string) => `${BRAND_SELECT} ${where} ORDER BY b.id LIMIT ? OFFSET ?`;

export const brandCount = (where: string) => `SELECT COUNT(*) AS total FROM brands b ${where}`;

export const BRAND_BY_ID = `${BRAND_SELECT} WHERE b.id = ?`;

export const ALL_BRANDS = `${BRAND_SELECT} ORDER BY b.id`;
