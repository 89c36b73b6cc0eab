/**
 * The suggester checks on every use whether the operator's corrections changed: one COUNT/MAX aggregate
 * answers that without loading a mapping, and only when it changed are the corrections read, as plain
 * rows of part type and category rather than hydrated entities.
 */

/** The operator's own mappings, by hand or by upload: an accepted suggestion teaches nothing new. */
const CORRECTIONS = "FROM category_mappings WHERE source IN ('manual', 'upload')";

export const CORRECTIONS_VERSION = `SELECT COUNT(*) AS n, MAX(updated_at) AS changed, MAX(id) AS last ${CORRECTIONS}`;

export const CORRECTIONS_OLDEST_FIRST = `SELECT part_type, category_id ${CORRECTIONS} ORDER BY updated_at, id`;
