/**
 * On PostgreSQL the Current Items list is read from current_item_keys (see its migration) at up to ten
 * million items: pages in the ids' natural order (Migration20261125000140_natural_id_order: its key KEY here)
 * between two remembered positions plus a short OFFSET, filters that walk the (is_kit, KEY) index or seek the
 * (brand, KEY) index per brand within those positions, a search through the pg_trgm index on the exact
 * expression the index was built on. Whether an index serves depends on each statement's exact shape, which the
 * ORM's query builder does not let us keep.
 */
import { CURRENT_ITEM_SEARCH_KEY } from '../../database/migrations/Migration20261125000106_current_item_keys';
import { ID_ORDER_KEY_POSTGRES as KEY } from '../../database/migrations/Migration20261125000140_natural_id_order';
import { likeClause, LIKE_ESCAPE } from '../../common/sql/like-pattern';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement, type SqlRow } from '../../common/sql/statement';
import type { ListFilter } from '../list/list-index';
import { filterConditions, FilterClauses } from './list.sql';

/** A filter as SQL: its conditions joined by AND ('' for none) and the values they bind, in order. */
export interface KeyedWhere {
  conditions: string;
  params: unknown[];
}

const KEYS_TABLE: FilterClauses = {
  // The brand names come from the brand counts (hundreds of rows), then the items by the brand index.
  brand: `brand IN (SELECT brand FROM current_item_brand_counts WHERE ${likeClause('brand')})`,
  search: { condition: `${CURRENT_ITEM_SEARCH_KEY} LIKE ? ${LIKE_ESCAPE}`, bindings: 1 },
};

export function keyedWhere(filter: ListFilter): KeyedWhere {
  const { conditions, params } = filterConditions(filter, KEYS_TABLE);
  return { conditions: conditions.join(' AND '), params };
}

const whereOf = (...conditions: string[]) => {
  const kept = conditions.filter(Boolean);
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
};

/** The text of a filter, what a keyed statement is built from. */
type Conditions = Pick<KeyedWhere, 'conditions'>;

const REVIEWED: Conditions[] = [{ conditions: '' }, { conditions: keyedWhere({ is_kit: true, brand: 'bosch', search: 'pad' }).conditions }];

const n = (row: SqlRow) => rawNumber(row?.n);
const id = (row: SqlRow) => String(row.id);

/**
 * Ids in the list's order; binds the filter's values, then the lowest order key when `from`, the key to stop
 * before when `before`, then limit and offset.
 */
export const KEYED_PAGE = defineQuery<unknown[], string, Conditions & { from: boolean; before: boolean }>({
  sql: ({ conditions, from, before }) =>
    `SELECT id FROM current_item_keys ${whereOf(conditions, from ? `${KEY} >= ?` : '', before ? `${KEY} < ?` : '')} ORDER BY ${KEY} LIMIT ? OFFSET ?`,
  map: id,
  review: [
    { ...REVIEWED[0], from: false, before: false },
    { ...REVIEWED[1], from: true, before: true },
  ],
});

/** Up to `limit` ids of the items that pass the filter, in no order; binds its values, then the limit. */
export const KEYED_IDS = defineQuery<unknown[], string, Conditions>({
  sql: ({ conditions }) => `SELECT id FROM current_item_keys ${whereOf(conditions)} LIMIT ?`,
  map: id,
  review: REVIEWED,
});

/** How many items pass the filter; binds its values. */
export const KEYED_COUNT = defineQuery<unknown[], number, Conditions>({
  sql: ({ conditions }) => `SELECT COUNT(*) AS n FROM current_item_keys ${whereOf(conditions)}`,
  map: n,
  review: REVIEWED,
});

/** How many items have a brand whose name contains the term, from the brand counts kept with the items; binds its pattern. */
export const COUNT_OF_BRANDS = defineQuery<[pattern: string], number>({
  sql: `SELECT COALESCE(SUM(item_count), 0) AS n FROM current_item_brand_counts WHERE ${likeClause('brand')}`,
  map: n,
});

/** How many items of one type there are, from the stats aggregate kept in the same transactions as the items; binds the type. */
export const COUNT_OF_TYPE = defineQuery<[isKit: boolean], number>({ sql: 'SELECT SUM(item_count) AS n FROM current_item_totals WHERE is_kit = ?', map: n });

/**
 * The order key (as `list_key`) at every STEP-th position (0, STEP, 2 × STEP, …) of the filter's order, in one
 * pass over its index; binds the filter's values, then STEP.
 */
export const KEYED_ANCHORS = defineQuery<unknown[], string, Conditions>({
  sql: ({ conditions }) => `SELECT list_key FROM (
    SELECT ${KEY} AS list_key, ROW_NUMBER() OVER (ORDER BY ${KEY}) - 1 AS position FROM current_item_keys ${whereOf(conditions)}
  ) ranked WHERE position % ? = 0 ORDER BY list_key`,
  map: (row) => String(row.list_key),
  review: REVIEWED,
});

/**
 * The planner's estimate of how many items pass the filter, from the column and trigram-expression statistics
 * ANALYZE keeps: a plan, not a count, so it answers at once at any size; binds the filter's values.
 */
export const KEYED_ESTIMATE = defineQuery<unknown[], number, Conditions>({
  sql: ({ conditions }) => `EXPLAIN (FORMAT JSON) SELECT 1 FROM current_item_keys ${whereOf(conditions)}`,
  map: (row) => Math.round((row['QUERY PLAN'] as Array<{ Plan: { 'Plan Rows': number } }>)[0].Plan['Plan Rows']),
  review: REVIEWED,
});

/** A filter's exact total counted at the current list version by any process; binds the filter's key, then the version. */
export const READ_KEPT_TOTAL = defineQuery<[filterKey: string, version: number], number>({
  sql: 'SELECT total FROM current_item_list_totals WHERE filter_key = ? AND list_version = ?',
  map: (row) => rawNumber(row.total),
});

/** Totals of earlier list versions, which no request reads again; binds the current version. */
export const DROP_STALE_TOTALS = defineStatement<[version: number]>({ sql: 'DELETE FROM current_item_list_totals WHERE list_version < ?' });

/**
 * Counts the filter and keeps the total with the list version it was counted at, both read in the one statement's
 * snapshot, so a change committed meanwhile never gets an older count under its version; binds the filter's
 * key, then its values.
 */
export const KEEP_COUNT = defineStatement<unknown[], Conditions>({
  sql: ({ conditions }) => `INSERT INTO current_item_list_totals (filter_key, list_version, total)
  SELECT ?, (SELECT list_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_item_keys ${whereOf(conditions)}
  ON CONFLICT (filter_key) DO UPDATE SET list_version = EXCLUDED.list_version, total = EXCLUDED.total
  WHERE current_item_list_totals.list_version < EXCLUDED.list_version`,
  review: REVIEWED,
});

/**
 * About the order key (as `list_key`) at a fraction of the filter's order, from a sample of the table's blocks (TABLESAMPLE SYSTEM
 * reads only the sampled pages), for a deep page asked before the filter's positions are read; binds the
 * fraction (0 to 1), the percentage of blocks to sample, then the filter's values. NULL when no sampled item passes.
 */
export const SAMPLED_POSITION = defineQuery<unknown[], string | null, Conditions>({
  sql: ({ conditions }) =>
    `SELECT percentile_disc(?::float8) WITHIN GROUP (ORDER BY ${KEY}) AS list_key FROM current_item_keys TABLESAMPLE SYSTEM (?::float4) ${whereOf(conditions)}`,
  map: (row) => (row.list_key === null || row.list_key === undefined ? null : String(row.list_key)),
  review: REVIEWED,
});
