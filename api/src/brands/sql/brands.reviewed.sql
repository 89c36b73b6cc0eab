-- Written by `npm run sql:review` from the statements of api/src/brands: review a change here.

-- brands/sql/brand-delete.sql.ts DELETE_BRAND
DELETE FROM brands WHERE id = ?;

-- brands/sql/brand-delete.sql.ts DELETE_BRAND_PARTS
DELETE FROM parts WHERE brand_id = ?;

-- brands/sql/brand-name.sql.ts BRAND_NAME_TAKEN
SELECT name FROM brands WHERE LOWER(name) = ? AND id <> ?;

-- brands/sql/brand-rows.sql.ts ALL_BRANDS
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b ORDER BY b.id;

-- brands/sql/brand-rows.sql.ts BRAND_BY_ID
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b WHERE b.id = ?;

-- brands/sql/brand-rows.sql.ts BRAND_COUNT {"searching":false}
SELECT COUNT(*) AS total FROM brands b;

-- brands/sql/brand-rows.sql.ts BRAND_COUNT {"searching":true}
SELECT COUNT(*) AS total FROM brands b WHERE LOWER(b.name) LIKE ? ESCAPE '\';

-- brands/sql/brand-rows.sql.ts BRAND_PAGE {"searching":false}
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b  ORDER BY b.id LIMIT ? OFFSET ?;

-- brands/sql/brand-rows.sql.ts BRAND_PAGE {"searching":true}
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b WHERE LOWER(b.name) LIKE ? ESCAPE '\' ORDER BY b.id LIMIT ? OFFSET ?;

-- brands/sql/brand-stats.sql.ts BRAND_STATS
  SELECT
    (SELECT COUNT(*) FROM brands) AS brands,
    (SELECT COUNT(*) FROM brands WHERE active = ?) AS active,
    (SELECT COUNT(*) FROM parts) AS parts,
    (SELECT COUNT(*) FROM brands b WHERE NOT EXISTS (SELECT 1 FROM parts p WHERE p.brand_id = b.id)) AS brands_without_parts;

-- brands/sql/export-parts.sql.ts PARTS_AFTER
  SELECT id, brand_id, part_number, part_type FROM parts
  WHERE (brand_id, part_number) > (?, ?)
  ORDER BY brand_id, part_number LIMIT ?;

-- brands/sql/import-brands.sql.ts ALL_BRAND_NAMES
SELECT id, name FROM brands;

-- brands/sql/import-brands.sql.ts BRANDS_NAMED 2
SELECT id, name FROM brands WHERE name IN (?, ?);

-- brands/sql/import-brands.sql.ts INSERT_BRANDS 2
INSERT INTO brands (name, active, created_at, updated_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?);

-- brands/sql/import-parts.sql.ts DROP_REPEATS
DELETE FROM brand_import_rows WHERE line NOT IN (SELECT MIN(line) FROM brand_import_rows GROUP BY brand_id, part_number);

-- brands/sql/import-parts.sql.ts REPEAT_COUNT
SELECT COUNT(*) AS total
  FROM brand_import_rows s JOIN (
    SELECT brand_id, part_number, MIN(line) AS first_line FROM brand_import_rows
    GROUP BY brand_id, part_number HAVING COUNT(*) > 1
  ) f ON f.brand_id = s.brand_id AND f.part_number = s.part_number
  WHERE s.line > f.first_line;

-- brands/sql/import-parts.sql.ts REPEAT_PROBLEMS
SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line, 'part_number' AS column_name, s.part_number AS value,
  'repeats part number ''' || s.part_number || ''' of the same brand from line ' || f.first_line || '; skipped' AS reason
  FROM brand_import_rows s JOIN (
    SELECT brand_id, part_number, MIN(line) AS first_line FROM brand_import_rows
    GROUP BY brand_id, part_number HAVING COUNT(*) > 1
  ) f ON f.brand_id = s.brand_id AND f.part_number = s.part_number
  WHERE s.line > f.first_line;

-- brands/sql/import-parts.sql.ts REPEAT_ROWS
SELECT s.line, s.part_number, f.first_line
  FROM brand_import_rows s JOIN (
    SELECT brand_id, part_number, MIN(line) AS first_line FROM brand_import_rows
    GROUP BY brand_id, part_number HAVING COUNT(*) > 1
  ) f ON f.brand_id = s.brand_id AND f.part_number = s.part_number
  WHERE s.line > f.first_line ORDER BY s.line LIMIT ?;

-- brands/sql/import-parts.sql.ts STAGE_COUNTS
  SELECT COUNT(*) AS parts, COUNT(DISTINCT s.brand_id) AS brands,
         SUM(CASE WHEN p.id IS NULL THEN 1 ELSE 0 END) AS created
  FROM brand_import_rows s LEFT JOIN parts p ON p.brand_id = s.brand_id AND p.part_number = s.part_number;

-- brands/sql/import-parts.sql.ts STAGE_INDEX
CREATE INDEX brand_import_rows_key ON brand_import_rows (brand_id, part_number);

-- brands/sql/import-parts.sql.ts UPSERT_PARTS
  INSERT INTO parts (brand_id, part_number, part_type, created_at, updated_at)
  SELECT brand_id, part_number, part_type, ?, ? FROM brand_import_rows WHERE true
  ON CONFLICT (brand_id, part_number) DO UPDATE
    SET part_type = excluded.part_type, updated_at = excluded.updated_at
    WHERE excluded.part_type IS NOT NULL AND (parts.part_type IS NULL OR parts.part_type <> excluded.part_type);
