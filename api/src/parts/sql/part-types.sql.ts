/**
 * The part types, each with how many parts carry it, counted by the database with one GROUP BY
 * each time the list is asked for: the counts are never stale and no part is loaded.
 */
export const PART_TYPE_COUNTS = `
  SELECT part_type, COUNT(*) AS count FROM parts
  WHERE part_type IS NOT NULL AND part_type <> ''
  GROUP BY part_type ORDER BY part_type`;
