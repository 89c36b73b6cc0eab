import type { SqlRunner } from '../../common/sql/sql-runner';
import {
  ADD_TO_BRAND_COUNT,
  ADD_TO_TOTALS,
  CLEAR_BRAND_COUNTS,
  CLEAR_TOTALS,
  COUNT_BRANDS,
  COUNT_TOTALS,
  DROP_EMPTY_BRAND_COUNT,
} from '../sql/totals.sql';

/**
 * The aggregates behind GET /current/stats. Rebuilt set-based inside each import transaction
 * (one GROUP BY over the (is_kit, availability) index, about 0.6 s at a million rows) so the
 * stats call reads a handful of rows instead of scanning the table.
 */
export async function recomputeTotals(sql: SqlRunner): Promise<void> {
  await sql.run(CLEAR_TOTALS, []);
  await sql.run(COUNT_TOTALS, []);
}

/** Items per brand; cheap (a walk over the brand index), rebuilt whenever brands may have changed. */
export async function recomputeBrandCounts(sql: SqlRunner): Promise<void> {
  await sql.run(CLEAR_BRAND_COUNTS, []);
  await sql.run(COUNT_BRANDS, []);
}

export interface TotalsRow {
  is_kit: boolean;
  availability: string;
  price: number | null;
  brand: string | null;
}

/** Moves one item's contribution from its old values to its new ones (the edit form). */
export async function moveItemInTotals(sql: SqlRunner, before: TotalsRow, after: TotalsRow): Promise<void> {
  await addToTotals(sql, before, -1);
  await addToTotals(sql, after, 1);
}

async function addToTotals(sql: SqlRunner, row: TotalsRow, sign: 1 | -1): Promise<void> {
  const cents = row.price === null ? 0 : Math.round(row.price * 100);
  await sql.run(ADD_TO_TOTALS, [row.is_kit, row.availability, sign, row.price === null ? 0 : sign, sign * cents]);
  if (row.brand === null) return;
  await sql.run(ADD_TO_BRAND_COUNT, [row.brand, sign]);
  await sql.run(DROP_EMPTY_BRAND_COUNT, [row.brand]);
}
