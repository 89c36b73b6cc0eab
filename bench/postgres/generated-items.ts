import { ListIndexService } from '../../api/src/current/list/list-index.service';
import { COUNT_ALL } from '../../api/src/current/sql/list.sql';
import { recomputeBrandCounts, recomputeTotals } from '../../api/src/current/stats/current-totals';
import type { SqlDriver, SqlRunner } from '../../api/src/common/sql/sql-runner';

/**
 * `count` current items written by one INSERT … SELECT, the same items the items file and shapeItems give
 * (20 % kits, 70 % with one of 250 brands): the large PostgreSQL runs cannot afford an import to fill them.
 */
export async function insertGeneratedItems(raw: SqlDriver, count: number): Promise<void> {
  await raw.run(`INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
    SELECT lpad(CAST(i AS text), 8, '0'), 'PN-' || upper(lpad(to_hex((CAST(i AS bigint) * 7919) % 16777216), 6, '0')) || '-' || (i % 10),
      CASE WHEN i % 10 < 7 THEN 'Brand ' || i % 250 END, i % 5 = 0, 'in stock', (i % 10000) / 100.0 + 1, now()
    FROM generate_series(1, ${count}) AS i`, []);
}

/** The stats aggregates and the list version, as an import leaves them. */
export async function refreshAggregates(sql: SqlRunner): Promise<void> {
  await recomputeTotals(sql);
  await recomputeBrandCounts(sql);
  await ListIndexService.bump(sql);
}

/** How many current items the stats aggregates hold: what a kept database is checked by before it is reused. */
export async function countItems(sql: SqlRunner): Promise<number> {
  return (await sql.one(COUNT_ALL, [])) ?? 0;
}
