/**
 * The totals of GET /brands/stats, counted by the database in one statement each time they are
 * asked for, so they are never stale and no part is loaded. Bound with `true` for the active flag:
 * SQLite stores it as 1, PostgreSQL as a boolean.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import type { BrandStatsView } from '../brand-views';

export const BRAND_STATS = defineQuery<[active: boolean], BrandStatsView>({
  sql: `
  SELECT
    (SELECT COUNT(*) FROM brands) AS brands,
    (SELECT COUNT(*) FROM brands WHERE active = ?) AS active,
    (SELECT COUNT(*) FROM parts) AS parts,
    (SELECT COUNT(*) FROM brands b WHERE NOT EXISTS (SELECT 1 FROM parts p WHERE p.brand_id = b.id)) AS brands_without_parts`,
  map: (row) => {
    const brands = rawNumber(row.brands);
    const active = rawNumber(row.active);
    return { brands, active, inactive: brands - active, parts: rawNumber(row.parts), brands_without_parts: rawNumber(row.brands_without_parts) };
  },
});
