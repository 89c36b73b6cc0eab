/**
 * The suggester checks on every use whether the operator's corrections changed: one COUNT/MAX aggregate
 * answers that without loading a mapping, and only when it changed are the corrections read, as plain
 * rows of part type and category rather than hydrated entities.
 */
import { defineQuery } from '../../common/sql/statement';

/** The operator's own mappings, by hand or by upload: an accepted suggestion teaches nothing new. */
const CORRECTIONS = "FROM category_mappings WHERE source IN ('manual', 'upload')";

/** The corrections' state as one text: it changes whenever a correction is added, changed or removed. */
export const CORRECTIONS_VERSION = defineQuery<[], string>({
  sql: `SELECT COUNT(*) AS n, MAX(updated_at) AS changed, MAX(id) AS last ${CORRECTIONS}`,
  map: (row) => `${row.n}:${String(row.changed)}:${row.last}`,
});

export const CORRECTIONS_OLDEST_FIRST = defineQuery<[], { part_type: string; category_id: number }>({
  sql: `SELECT part_type, category_id ${CORRECTIONS} ORDER BY updated_at, id`,
  map: (row) => ({ part_type: row.part_type as string, category_id: Number(row.category_id) }),
});
