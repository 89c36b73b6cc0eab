/**
 * While the in-memory list index of a new version is built (seconds at a million items), GET /current reads
 * its page from the table: a case-insensitive "contains" filter that behaves the same on SQLite and
 * PostgreSQL (LOWER … LIKE with escaped patterns), and the unfiltered total from the stats aggregate
 * instead of counting a million rows; current_items has no ORM entity.
 */
import { containsPattern, likeClause } from '../../common/sql/like-pattern';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, type SqlRow } from '../../common/sql/statement';
import { ID_ORDER_KEY_SQLITE } from '../../database/migrations/Migration20261125000140_natural_id_order';
import { cleanTerm, ListFilter } from '../list/list-index';

/** How each part of a filter is written for one table: its condition and how many times it binds the term's pattern. */
export interface FilterClauses {
  brand: string;
  search: { condition: string; bindings: number };
}

/** The filter's conditions (none when it filters nothing) and the values they bind, in order. */
export function filterConditions(filter: ListFilter, clauses: FilterClauses): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = cleanTerm(filter.search);
  const brand = cleanTerm(filter.brand);
  if (filter.is_kit !== undefined) {
    conditions.push('is_kit = ?');
    params.push(filter.is_kit);
  }
  if (brand) {
    conditions.push(clauses.brand);
    params.push(containsPattern(brand));
  }
  if (search) {
    conditions.push(clauses.search.condition);
    params.push(...Array(clauses.search.bindings).fill(containsPattern(search)));
  }
  return { conditions, params };
}

const ITEMS_TABLE: FilterClauses = {
  brand: likeClause('brand'),
  search: { condition: `(${likeClause('id')} OR ${likeClause('part_number')} OR ${likeClause('brand')})`, bindings: 3 },
};

/** The filter's conditions on current_items and the values they bind, in order. */
export const itemConditions = (filter: ListFilter) => filterConditions(filter, ITEMS_TABLE);

/** Conditions as a WHERE clause ('' for none). */
export const whereClause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** The filter as a WHERE clause on current_items ('' when it filters nothing) and the values it binds. */
export function listWhere(filter: ListFilter): { where: string; params: unknown[] } {
  const { conditions, params } = itemConditions(filter);
  return { where: whereClause(conditions), params };
}

/** The WHERE clauses statements over current_items are reviewed with: none, and every part of a filter. */
export const REVIEWED_WHERE = ['', listWhere({ is_kit: true, brand: 'bosch', search: 'pad' }).where];

const n = (row: SqlRow) => rawNumber(row?.n);

/** SQLite: the ids of one page in the list's order (the ids' natural order); binds the filter's values, then limit and offset. */
export const PAGE_OF_IDS = defineQuery<unknown[], string, string>({
  sql: (where) => `SELECT id FROM current_items ${where} ORDER BY ${ID_ORDER_KEY_SQLITE} LIMIT ? OFFSET ?`,
  map: (row) => String(row.id),
  review: REVIEWED_WHERE,
});

/** How many items pass a filter (its WHERE clause); binds its values. */
export const COUNT_WHERE = defineQuery<unknown[], number, string>({
  sql: (where) => `SELECT COUNT(*) AS n FROM current_items ${where}`,
  map: n,
  review: REVIEWED_WHERE,
});

/** How many items there are, from the stats aggregate kept in the same transactions as the items. */
export const COUNT_ALL = defineQuery<[], number>({ sql: 'SELECT SUM(item_count) AS n FROM current_item_totals', map: n });
