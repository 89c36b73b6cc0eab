/**
 * The Current Items list in another order than the id's, or filtered by availability: pages read from
 * current_items through the index of the chosen order (Migration20261125000107_current_item_sorts), so the
 * statement must keep that index's exact shape (the natural order key of Migration20261125000140_natural_id_order
 * for the id, NULLS FIRST on PostgreSQL), which the ORM's query builder does not let us keep; counts by
 * availability come from the stats aggregates.
 */
import type { Availability } from '../../common/csv/parsers';
import { idOrderKey } from '../../database/migrations/Migration20261125000140_natural_id_order';
import type { ListFilter } from '../list/list-index';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import { itemConditions, REVIEWED_WHERE } from './list.sql';

export const LIST_SORTS = ['id', 'part_number', 'brand', 'price', 'availability', 'updated_at'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SortedFilter extends ListFilter {
  availability?: Availability;
}

/**
 * Each other order's keys, the id (as text) last so that equal values keep one order: the id order itself is the
 * natural order key, numeric ids in numeric order.
 */
const ORDER_KEYS: Record<Exclude<ListSort, 'id'>, string[]> = {
  part_number: ['part_number', 'id'],
  brand: ['brand', 'id'],
  price: ['price', 'id'],
  availability: ['availability', 'id'],
  updated_at: ['updated_at', 'id'],
};
const NULLABLE: ReadonlySet<ListSort> = new Set(['brand', 'price']);

/** The keys a sort orders by, in order, and whether its first may be NULL (the others never are). */
export function sortKeys(sort: ListSort | undefined, postgres: boolean): { keys: string[]; nullable: boolean } {
  // Without a sort the list keeps its own order, which is the id's.
  if (!sort || sort === 'id') return { keys: [idOrderKey(postgres)], nullable: false };
  return { keys: ORDER_KEYS[sort], nullable: NULLABLE.has(sort) };
}

/**
 * ORDER BY of a sort: NULLs (no brand, no price) first ascending and last descending on both databases,
 * SQLite's own order, said explicitly to PostgreSQL whose default is the reverse.
 */
export function orderOf(sort: ListSort | undefined, order: SortOrder, postgres: boolean): string {
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const { keys, nullable } = sortKeys(sort, postgres);
  const nulls = postgres && nullable ? (order === 'desc' ? ' NULLS LAST' : ' NULLS FIRST') : '';
  return keys.map((key, position) => `${key} ${direction}${position === 0 ? nulls : ''}`).join(', ');
}

/**
 * The filter, availability included, as conditions on current_items and the values they bind. `found`: on
 * PostgreSQL, the ids of a short list that current_item_keys found through its brand and trigram indexes (see its
 * migration), so that a page reads those few items by id and sorts them, where the filter's contains-conditions
 * would walk a sort's index over most items to find them (current_items has no index they can use). An array, not
 * a join: the planner cannot tell how short the list is (it estimated 101,011 of a search's 2,440 items) and would
 * walk the sort's index, or hash all of current_items, to join them.
 */
export function sortedConditions(filter: SortedFilter, found?: string[]): { conditions: string[]; params: unknown[] } {
  const { conditions, params } = found
    ? { conditions: ['id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))'], params: [JSON.stringify(found)] }
    : itemConditions(filter);
  if (filter.availability) {
    conditions.push('availability = ?');
    params.push(filter.availability);
  }
  return { conditions, params };
}

/** One page's ids in the given order (an ORDER BY of orderOf); binds the filter's values, then limit and offset. */
export const SORTED_PAGE = defineQuery<unknown[], string, { where: string; order: string }>({
  sql: ({ where, order }) => `SELECT id FROM current_items ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
  map: (row) => String(row.id),
  review: [
    { where: REVIEWED_WHERE[0], order: orderOf(undefined, 'asc', false) },
    { where: REVIEWED_WHERE[1], order: orderOf('price', 'desc', true) },
    { where: `WHERE ${sortedConditions({ availability: 'in stock' }, ['A1']).conditions.join(' AND ')}`, order: orderOf('price', 'asc', true) },
  ],
});

/** How many items have one availability (and, with `typed`, one type), from the stats aggregates; binds them. */
export const COUNT_OF_AVAILABILITY = defineQuery<[availability: Availability] | [availability: Availability, isKit: boolean], number, boolean>({
  sql: (typed) => `SELECT SUM(item_count) AS n FROM current_item_totals WHERE availability = ?${typed ? ' AND is_kit = ?' : ''}`,
  map: (row) => rawNumber(row?.n),
  review: [false, true],
});
