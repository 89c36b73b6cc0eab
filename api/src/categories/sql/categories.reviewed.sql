-- Written by `npm run sql:review` from the statements of api/src/categories: review a change here.

-- categories/sql/learned-mappings.sql.ts CORRECTIONS_OLDEST_FIRST
SELECT part_type, category_id FROM category_mappings WHERE source IN ('manual', 'upload') ORDER BY updated_at, id;

-- categories/sql/learned-mappings.sql.ts CORRECTIONS_VERSION
SELECT COUNT(*) AS n, MAX(updated_at) AS changed, MAX(id) AS last FROM category_mappings WHERE source IN ('manual', 'upload');

-- categories/sql/mappings.sql.ts CATEGORIES_OF_PART_TYPE_KEYS 2
SELECT m.part_type_key, c.category_id, c.name, c.full_path
   FROM category_mappings m JOIN categories c ON c.category_id = m.category_id
   WHERE m.part_type_key IN (?, ?);

-- categories/sql/mappings.sql.ts COUNT_ALL_MAPPINGS
SELECT COUNT(*) AS total FROM category_mappings;

-- categories/sql/mappings.sql.ts COUNT_MAPPED_KEYS 2
SELECT COUNT(*) AS existing, COALESCE(SUM(CASE WHEN (part_type_key, category_id) IN (VALUES (?, CAST(? AS INTEGER)), (?, CAST(? AS INTEGER))) THEN 1 ELSE 0 END), 0) AS same
   FROM category_mappings WHERE part_type_key IN (?, ?);

-- categories/sql/mappings.sql.ts COUNT_MAPPINGS false
SELECT COUNT(*) AS total FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id;

-- categories/sql/mappings.sql.ts COUNT_MAPPINGS true
SELECT COUNT(*) AS total FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id WHERE m.part_type_key LIKE ? ESCAPE '\' OR c.path_search LIKE ? ESCAPE '\';

-- categories/sql/mappings.sql.ts LATEST_MAPPINGS
SELECT m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id ORDER BY m.updated_at DESC, m.id DESC LIMIT ?;

-- categories/sql/mappings.sql.ts MAPPING_BY_ID
SELECT m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id WHERE m.id = ?;

-- categories/sql/mappings.sql.ts MAPPING_BY_PART_TYPE_KEY
SELECT m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id WHERE m.part_type_key = ?;

-- categories/sql/mappings.sql.ts ORPHANED_PART_TYPES
SELECT m.part_type FROM category_mappings m
   WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.category_id = m.category_id)
   ORDER BY m.part_type_key;

-- categories/sql/mappings.sql.ts PAGE_OF_MAPPINGS false
SELECT m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id  ORDER BY m.part_type_key LIMIT ? OFFSET ?;

-- categories/sql/mappings.sql.ts PAGE_OF_MAPPINGS true
SELECT m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned FROM category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id WHERE m.part_type_key LIKE ? ESCAPE '\' OR c.path_search LIKE ? ESCAPE '\' ORDER BY m.part_type_key LIMIT ? OFFSET ?;

-- categories/sql/mappings.sql.ts UPSERT_MAPPINGS 2
INSERT INTO category_mappings (part_type, part_type_key, category_id, confidence, source, created_at, updated_at, created_by)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)
   ON CONFLICT (part_type_key) DO UPDATE SET part_type = excluded.part_type, category_id = excluded.category_id,
     confidence = excluded.confidence, source = excluded.source, updated_at = excluded.updated_at;

-- categories/sql/part-types.sql.ts COUNT_MAPPED_PART_TYPES [{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}]
SELECT COUNT(*) AS total, COUNT(m.id) AS mapped
   FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u LEFT JOIN category_mappings m ON m.part_type_key = u.k;

-- categories/sql/part-types.sql.ts COUNT_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"all","searching":false}
SELECT COUNT(*) AS total FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id;

-- categories/sql/part-types.sql.ts COUNT_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"mapped","searching":true}
SELECT COUNT(*) AS total FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      WHERE m.id IS NOT NULL AND u.k LIKE ? ESCAPE '\';

-- categories/sql/part-types.sql.ts COUNT_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"unmapped","searching":false}
SELECT COUNT(*) AS total FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      WHERE m.id IS NULL;

-- categories/sql/part-types.sql.ts PAGE_OF_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"all","searching":false}
SELECT u.part_type, u.usage_count, m.id AS mapping_id, m.category_id, c.name AS category_name,
          c.full_path, m.confidence, m.source, CASE WHEN m.id IS NOT NULL AND c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned
   FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id

   ORDER BY CASE WHEN m.id IS NULL THEN 0 ELSE 1 END, u.usage_count DESC, u.k
   LIMIT ? OFFSET ?;

-- categories/sql/part-types.sql.ts PAGE_OF_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"mapped","searching":true}
SELECT u.part_type, u.usage_count, m.id AS mapping_id, m.category_id, c.name AS category_name,
          c.full_path, m.confidence, m.source, CASE WHEN m.id IS NOT NULL AND c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned
   FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      WHERE m.id IS NOT NULL AND u.k LIKE ? ESCAPE '\'
   ORDER BY CASE WHEN m.id IS NULL THEN 0 ELSE 1 END, u.usage_count DESC, u.k
   LIMIT ? OFFSET ?;

-- categories/sql/part-types.sql.ts PAGE_OF_PART_TYPES {"sources":[{"table":"parts","column":"part_type"},{"table":"draft_products","column":"product_type"}],"filter":"unmapped","searching":false}
SELECT u.part_type, u.usage_count, m.id AS mapping_id, m.category_id, c.name AS category_name,
          c.full_path, m.confidence, m.source, CASE WHEN m.id IS NOT NULL AND c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned
   FROM (SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (SELECT LOWER(TRIM(part_type)) AS k, MIN(TRIM(part_type)) AS part_type, COUNT(*) AS n
         FROM parts WHERE part_type IS NOT NULL AND TRIM(part_type) <> '' GROUP BY LOWER(TRIM(part_type)) UNION ALL SELECT LOWER(TRIM(product_type)) AS k, MIN(TRIM(product_type)) AS part_type, COUNT(*) AS n
         FROM draft_products WHERE product_type IS NOT NULL AND TRIM(product_type) <> '' GROUP BY LOWER(TRIM(product_type)) UNION ALL SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings) s GROUP BY k) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      WHERE m.id IS NULL
   ORDER BY CASE WHEN m.id IS NULL THEN 0 ELSE 1 END, u.usage_count DESC, u.k
   LIMIT ? OFFSET ?;

-- categories/sql/part-types.sql.ts PROBE_PART_TYPE_SOURCE {"table":"parts","column":"part_type"}
SELECT part_type FROM parts WHERE 1 = 0;

-- categories/sql/part-types.sql.ts PROBE_PART_TYPE_SOURCE {"table":"draft_products","column":"product_type"}
SELECT product_type FROM draft_products WHERE 1 = 0;

-- categories/sql/taxonomy.sql.ts ALL_CATEGORIES
SELECT category_id, name, full_path FROM categories ORDER BY category_id;

-- categories/sql/taxonomy.sql.ts DELETE_ALL_CATEGORIES
DELETE FROM categories;

-- categories/sql/taxonomy.sql.ts INSERT_CATEGORIES 2
INSERT INTO categories (category_id, name, full_path, path_search) VALUES (?, ?, ?, ?), (?, ?, ?, ?);
