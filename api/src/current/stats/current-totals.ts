import type { SqlRunner } from '../../common/sql/sql-runner';

/**
 * The aggregates behind GET /current/stats. Rebuilt set-based inside each import transaction
 * (one GROUP BY over the (is_kit, availability) index, about 0.6 s at a million rows) so the
 * stats call reads a handful of rows instead of scanning the table.
 */
export async function recomputeTotals(sql: SqlRunner): Promise<void> {
  await sql.run('DELETE FROM current_item_totals');
  await sql.run(`
    INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents)
    SELECT is_kit, availability, COUNT(*), COUNT(price), COALESCE(SUM(CAST(ROUND(price * 100) AS BIGINT)), 0)
    FROM current_items GROUP BY is_kit, availability`);
}

/** Items per brand; cheap (a walk over the brand index), rebuilt whenever brands may have changed. */
export async function recomputeBrandCounts(sql: SqlRunner): Promise<void> {
  await sql.run('DELETE FROM current_item_brand_counts');
  await sql.run(`
    INSERT INTO current_item_brand_counts (brand, item_count)
    SELECT brand, COUNT(*) FROM current_items WHERE brand IS NOT NULL GROUP BY brand`);
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
  await sql.run(
    `INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (is_kit, availability) DO UPDATE SET
       item_count = current_item_totals.item_count + excluded.item_count,
       priced_count = current_item_totals.priced_count + excluded.priced_count,
       price_cents = current_item_totals.price_cents + excluded.price_cents`,
    [row.is_kit, row.availability, sign, row.price === null ? 0 : sign, sign * cents],
  );
  if (row.brand === null) return;
  await sql.run(
    `INSERT INTO current_item_brand_counts (brand, item_count) VALUES (?, ?)
     ON CONFLICT (brand) DO UPDATE SET item_count = current_item_brand_counts.item_count + excluded.item_count`,
    [row.brand, sign],
  );
  await sql.run('DELETE FROM current_item_brand_counts WHERE brand = ? AND item_count <= 0', [row.brand]);
}
