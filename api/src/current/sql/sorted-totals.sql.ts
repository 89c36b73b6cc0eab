/**
 * PostgreSQL: exact totals of availability-filtered lists with a brand or a search, kept per items version in
 * current_item_sorted_totals (Migration20261126000160_current_sorted_totals) so that every process reads the count one made.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { REVIEWED_WHERE } from './list.sql';

/** The total some process counted for the filter at this items version; binds the filter's key, then the version. */
export const READ_SORTED_TOTAL = defineQuery<[filterKey: string, version: number], number>({
  sql: 'SELECT total FROM current_item_sorted_totals WHERE filter_key = ? AND items_version = ?',
  map: (row) => rawNumber(row.total),
});

/** Totals of earlier items versions, which no request reads again; binds the current version. */
export const DROP_STALE_SORTED_TOTALS = defineStatement<[version: number]>({ sql: 'DELETE FROM current_item_sorted_totals WHERE items_version < ?' });

/**
 * Counts the filter (its WHERE clause on current_items) and keeps the total with the items version, both read in
 * the one statement's snapshot, so a change committed meanwhile never gets an older count under its version;
 * binds the filter's key, then its values.
 */
export const KEEP_SORTED_COUNT = defineStatement<unknown[], string>({
  sql: (where) => `INSERT INTO current_item_sorted_totals (filter_key, items_version, total)
  SELECT ?, (SELECT items_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_items ${where}
  ON CONFLICT (filter_key) DO UPDATE SET items_version = EXCLUDED.items_version, total = EXCLUDED.total
  WHERE current_item_sorted_totals.items_version < EXCLUDED.items_version`,
  review: REVIEWED_WHERE,
});
