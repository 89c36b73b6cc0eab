/**
 * PostgreSQL: deep pages of the Current Items list in another order than the id's, read from current_items
 * through the order's own index (Migration20261125000107_current_item_sorts) from a remembered position: the
 * order's keys at every STEP-th position, read in one pass, or about one from a block sample while that pass runs.
 * Each statement must keep the index's exact order, NULLs included, and seek it by a row comparison, which the
 * ORM's query builder does not let us write.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import { ListSort, orderOf, sortKeys, SortOrder } from './sorted-list.sql';
import { REVIEWED_WHERE } from './list.sql';

/** A sorted list: its filter's conditions on current_items joined by AND ('' for none), its sort and direction. */
export interface SortedList {
  conditions: string;
  sort: ListSort | undefined;
  order: SortOrder;
}

/** The order keys of one position, as text (NULL for a missing brand or price): what a page seeks from. */
export type SortAnchor = Array<string | null>;

const whereOf = (...conditions: string[]) => {
  const kept = conditions.filter(Boolean);
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
};

/** Each order key as text, k0, k1, …: a timestamp or a price comes back as its exact text, bound again as is. */
const keysAsText = (list: SortedList) =>
  sortKeys(list.sort, true)
    .keys.map((key, k) => `CAST(${key} AS text) AS k${k}`)
    .join(', ');

const anchorOf = (row: Record<string, unknown>): SortAnchor =>
  Object.keys(row)
    .filter((column) => /^k\d$/.test(column))
    .sort()
    .map((column) => (row[column] === null || row[column] === undefined ? null : String(row[column])));

const REVIEWED_CONDITIONS = REVIEWED_WHERE.map((where) => where.replace(/^WHERE /, ''));
const REVIEWED: SortedList[] = [
  { conditions: REVIEWED_CONDITIONS[0], sort: 'price', order: 'asc' },
  { conditions: REVIEWED_CONDITIONS[1], sort: 'updated_at', order: 'desc' },
];

/** The keys at every STEP-th position (0, STEP, 2 × STEP, …) of the list, in one pass over its index; binds the filter's values, then STEP. */
export const SORTED_ANCHORS = defineQuery<unknown[], SortAnchor, SortedList>({
  sql: (list) => `SELECT * FROM (
    SELECT ${keysAsText(list)}, ROW_NUMBER() OVER (ORDER BY ${orderOf(list.sort, list.order, true)}) - 1 AS position
    FROM current_items ${whereOf(list.conditions)}
  ) ranked WHERE position % ? = 0 ORDER BY position`,
  map: anchorOf,
  review: REVIEWED,
});

/**
 * A short filtered list's ids in its order, read whole once its positions are (SortedPositions): its seeks pass over
 * every item its filter leaves out; binds the filter's values, then the most ids to read.
 */
export const SORTED_IDS = defineQuery<unknown[], string, SortedList>({
  sql: (list) => `SELECT id FROM current_items ${whereOf(list.conditions)} ORDER BY ${orderOf(list.sort, list.order, true)} LIMIT ?`,
  map: (row) => String(row.id),
  review: REVIEWED,
});

/**
 * About the keys at a fraction of the list, from a sample of the table's blocks (TABLESAMPLE SYSTEM reads only the
 * sampled pages), for a deep page asked before the list's positions are read; binds the percentage of blocks to
 * sample, the filter's values, the fraction (0 to 1), then the fewest sampled items of the list to answer from.
 * No row when fewer sampled items pass the filter.
 */
export const SAMPLED_ANCHOR = defineQuery<unknown[], SortAnchor, SortedList>({
  sql: (list) => `SELECT * FROM (
    SELECT ${keysAsText(list)}, ROW_NUMBER() OVER (ORDER BY ${orderOf(list.sort, list.order, true)}) - 1 AS position, COUNT(*) OVER () AS sampled
    FROM current_items TABLESAMPLE SYSTEM (?::float4) ${whereOf(list.conditions)}
  ) ranked WHERE position = LEAST(sampled - 1, FLOOR(?::float8 * sampled)) AND sampled >= ?`,
  map: anchorOf,
  review: REVIEWED,
});

/** One part of the order from an anchor, which its index seeks: its condition and the anchor's values it binds. */
interface Segment {
  condition: string;
  binds: (anchor: SortAnchor) => unknown[];
}

/**
 * The list's order from an anchor, as the parts its index seeks. A row comparison skips NULLs, so a sort whose first
 * key may be NULL (brand, price) reads its NULLs, first ascending and last descending, as their own part in id order.
 */
function segmentsFrom(list: SortedList, fromNull: boolean): Segment[] {
  const { keys, nullable } = sortKeys(list.sort, true);
  const op = list.order === 'desc' ? '<=' : '>=';
  const seek = (seeked: string[]) => `(${seeked.join(', ')}) ${op} (${seeked.map(() => '?').join(', ')})`;
  const fromAnchor: Segment = { condition: seek(keys), binds: (anchor) => anchor };
  if (!nullable) return [fromAnchor];
  const [first, ...rest] = keys;
  const nullsFromAnchor: Segment = { condition: `${first} IS NULL AND ${seek(rest)}`, binds: (anchor) => anchor.slice(1) };
  if (list.order === 'asc') return fromNull ? [nullsFromAnchor, { condition: `${first} IS NOT NULL`, binds: () => [] }] : [fromAnchor];
  return fromNull ? [nullsFromAnchor] : [fromAnchor, { condition: `${first} IS NULL`, binds: () => [] }];
}

/** A page from an anchor: the list, and whether the anchor's first key is NULL. */
export type SeekShape = SortedList & { fromNull: boolean };

/**
 * Ids in the list's order from an anchor on, after skipping `offset` of them. Two parts (see segmentsFrom) are each
 * read by their index up to the page's end, then put in order: at most twice the page and its offset.
 */
export const PAGE_FROM_ANCHOR = defineQuery<unknown[], string, SeekShape>({
  sql: (shape) => {
    const order = orderOf(shape.sort, shape.order, true);
    const segments = segmentsFrom(shape, shape.fromNull);
    if (segments.length === 1) return `SELECT id FROM current_items ${whereOf(shape.conditions, segments[0].condition)} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const [first] = sortKeys(shape.sort, true).keys;
    const part = (segment: Segment, number: number) =>
      `(SELECT ${number} AS segment, ${first}, id FROM current_items ${whereOf(shape.conditions, segment.condition)} ORDER BY ${order} LIMIT ?)`;
    return `SELECT id FROM (${segments.map((segment, k) => part(segment, k + 1)).join(' UNION ALL ')}) page ORDER BY segment, ${order} LIMIT ? OFFSET ?`;
  },
  map: (row) => String(row.id),
  review: [
    { ...REVIEWED[0], fromNull: true },
    { ...REVIEWED[1], fromNull: false },
    { conditions: '', sort: 'brand', order: 'desc', fromNull: false },
  ],
});

/** PAGE_FROM_ANCHOR's shape and bindings for a page of `limit` ids, `offset` after the anchor. */
export function pageFromAnchor(list: SortedList, filterParams: unknown[], anchor: SortAnchor, limit: number, offset: number): { shape: SeekShape; params: unknown[] } {
  const shape = { ...list, fromNull: anchor[0] === null };
  const segments = segmentsFrom(list, shape.fromNull);
  if (segments.length === 1) return { shape, params: [...filterParams, ...segments[0].binds(anchor), limit, offset] };
  const params = segments.flatMap((segment) => [...filterParams, ...segment.binds(anchor), limit + offset]);
  return { shape, params: [...params, limit, offset] };
}

export const READ_ITEMS_VERSION = defineQuery<[], number>({
  sql: 'SELECT items_version FROM current_items_state WHERE id = 1',
  map: (row) => rawNumber(row?.items_version),
});
