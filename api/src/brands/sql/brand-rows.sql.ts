/**
 * Written by hand so that parts_count is counted by the database in the statement that reads the
 * brand: it is never stale, and no counter has to be kept in step with imports and deletions. The
 * name search is LOWER … LIKE … ESCAPE, which matches the same way on SQLite and PostgreSQL.
 */
import { containsPattern, likeClause } from '../../common/sql/like-pattern';
import { rawBoolean, rawDate, rawNumber } from '../../common/sql/raw-values';
import { defineQuery, type SqlRow } from '../../common/sql/statement';
import type { BrandView } from '../brand-views';

const BRAND_SELECT = `
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b`;

const toBrandView = (row: SqlRow): BrandView => ({
  id: rawNumber(row.id),
  name: String(row.name),
  active: rawBoolean(row.active),
  parts_count: rawNumber(row.parts_count),
  created_at: rawDate(row.created_at),
  updated_at: rawDate(row.updated_at),
});

/** Whether a brand list is searched by name: its WHERE binds the contains-pattern of `brandSearch`. */
type Searching = { searching: boolean };

const brandWhere = ({ searching }: Searching) => (searching ? `WHERE ${likeClause('b.name')}` : '');

/** The bindings of a brand list's WHERE: brands whose name contains `search`, or all. */
export const brandSearch = (search?: string): { searching: Searching; params: string[] } =>
  search ? { searching: { searching: true }, params: [containsPattern(search)] } : { searching: { searching: false }, params: [] };

/** Bound with the WHERE clause's parameters, then LIMIT and OFFSET. */
export const BRAND_PAGE = defineQuery<unknown[], BrandView, Searching>({
  sql: (shape) => `${BRAND_SELECT} ${brandWhere(shape)} ORDER BY b.id LIMIT ? OFFSET ?`,
  map: toBrandView,
  review: [{ searching: false }, { searching: true }],
});

export const BRAND_COUNT = defineQuery<string[], number, Searching>({
  sql: (shape) => `SELECT COUNT(*) AS total FROM brands b ${brandWhere(shape)}`,
  map: (row) => rawNumber(row.total),
  review: [{ searching: false }, { searching: true }],
});

export const BRAND_BY_ID = defineQuery<[id: number], BrandView>({ sql: `${BRAND_SELECT} WHERE b.id = ?`, map: toBrandView });

export const ALL_BRANDS = defineQuery<[], BrandView>({ sql: `${BRAND_SELECT} ORDER BY b.id`, map: toBrandView });
