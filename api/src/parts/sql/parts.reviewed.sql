-- Written by `npm run sql:review` from the statements of api/src/parts: review a change here.

-- parts/sql/part-rows.sql.ts PART_BY_ID
SELECT p.id, p.brand_id, b.name AS brand_name, p.part_number, p.part_type, p.created_at, p.updated_at FROM parts p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?;

-- parts/sql/part-rows.sql.ts PART_COUNT {"search":false,"partNumber":false,"brandId":false,"brandName":false}
SELECT COUNT(*) AS total FROM parts p JOIN brands b ON b.id = p.brand_id;

-- parts/sql/part-rows.sql.ts PART_COUNT {"search":true,"partNumber":true,"brandId":true,"brandName":true}
SELECT COUNT(*) AS total FROM parts p JOIN brands b ON b.id = p.brand_id WHERE (LOWER(p.part_number) LIKE ? ESCAPE '\' OR LOWER(p.part_type) LIKE ? ESCAPE '\') AND LOWER(p.part_number) LIKE ? ESCAPE '\' AND p.brand_id = ? AND LOWER(b.name) = ?;

-- parts/sql/part-rows.sql.ts PART_PAGE {"search":false,"partNumber":false,"brandId":false,"brandName":false}
SELECT p.id, p.brand_id, b.name AS brand_name, p.part_number, p.part_type, p.created_at, p.updated_at FROM parts p JOIN brands b ON b.id = p.brand_id  ORDER BY p.id LIMIT ? OFFSET ?;

-- parts/sql/part-rows.sql.ts PART_PAGE {"search":true,"partNumber":true,"brandId":true,"brandName":true}
SELECT p.id, p.brand_id, b.name AS brand_name, p.part_number, p.part_type, p.created_at, p.updated_at FROM parts p JOIN brands b ON b.id = p.brand_id WHERE (LOWER(p.part_number) LIKE ? ESCAPE '\' OR LOWER(p.part_type) LIKE ? ESCAPE '\') AND LOWER(p.part_number) LIKE ? ESCAPE '\' AND p.brand_id = ? AND LOWER(b.name) = ? ORDER BY p.id LIMIT ? OFFSET ?;

-- parts/sql/part-types.sql.ts PART_TYPE_COUNTS
  SELECT part_type, COUNT(*) AS count FROM parts
  WHERE part_type IS NOT NULL AND part_type <> ''
  GROUP BY part_type ORDER BY part_type;
