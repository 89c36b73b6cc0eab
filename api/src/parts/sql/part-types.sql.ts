/**
 * The part types, each with how many parts carry it, counted by the database with one GROUP BY
 * each time the list is asked for: the counts are never stale and no part is loaded.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import type { PartTypeCountView } from '../part-views';

export const PART_TYPE_COUNTS = defineQuery<[], PartTypeCountView>({
  sql: `
  SELECT part_type, COUNT(*) AS count FROM parts
  WHERE part_type IS NOT NULL AND part_type <> ''
  GROUP BY part_type ORDER BY part_type`,
  map: (row) => ({ part_type: String(row.part_type), count: rawNumber(row.count) }),
});
