-- Written by `npm run sql:review` from the statements of api/src/current: review a change here.

-- current/sql/brands-import.sql.ts ASSIGN_BRANDS true
UPDATE current_items SET brand = s.brand, updated_at = ? FROM current_import_sorted s
           WHERE s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND current_items.brand IS DISTINCT FROM s.brand;

-- current/sql/brands-import.sql.ts ASSIGN_BRANDS false
UPDATE current_items SET brand = s.brand, updated_at = ? FROM current_import_sorted s
           WHERE s.by_id = FALSE AND current_items.part_number = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND current_items.brand IS DISTINCT FROM s.brand;

-- current/sql/bulk-load.sql.ts COUNT_ITEMS_KEPT
SELECT COALESCE(SUM(item_count), 0) AS n FROM current_item_totals;

-- current/sql/bulk-load.sql.ts COUNT_NEW_ITEMS
SELECT COUNT(*) AS n FROM current_import_sorted s WHERE NOT EXISTS (SELECT 1 FROM current_items c WHERE c.id = s.item_key);

-- current/sql/bulk-load.sql.ts CREATE_ITEM_INDEX "<CREATE INDEX statement of the index>"
<CREATE INDEX statement of the index>;

-- current/sql/bulk-load.sql.ts DROP_ITEM_INDEX "<index name>"
DROP INDEX "<index name>";

-- current/sql/bulk-load.sql.ts ITEM_INDEXES
SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'current_items' AND sql IS NOT NULL ORDER BY name;

-- current/sql/bulk-load.sql.ts ITEM_INDEXES_OVER
SELECT name, sql FROM sqlite_master m WHERE type = 'index' AND tbl_name = 'current_items' AND sql IS NOT NULL
       AND EXISTS (SELECT 1 FROM pragma_index_info(m.name) i WHERE i.name IN (SELECT value FROM json_each(?)))
       ORDER BY name;

-- current/sql/import-cache.sql.ts READ_CACHE_SIZE "main"
PRAGMA main.cache_size;

-- current/sql/import-cache.sql.ts READ_CACHE_SIZE "temp"
PRAGMA temp.cache_size;

-- current/sql/import-cache.sql.ts SET_CACHE_SIZE {"schema":"main","size":-8192}
PRAGMA main.cache_size = -8192;

-- current/sql/import-stage.sql.ts ANALYZE_SORTED
ANALYZE current_import_sorted;

-- current/sql/import-stage.sql.ts CREATE_SORTED_POSTGRES
CREATE TEMPORARY TABLE current_import_sorted (
      by_id BOOLEAN NOT NULL, item_key VARCHAR(200) NOT NULL, kit SMALLINT NOT NULL, line INTEGER NOT NULL, part_number VARCHAR(200), is_kit BOOLEAN, price NUMERIC(12, 2), availability VARCHAR(16), brand VARCHAR(200));

-- current/sql/import-stage.sql.ts CREATE_SORTED_SQLITE
CREATE TEMPORARY TABLE current_import_sorted (
      by_id BOOLEAN NOT NULL, item_key VARCHAR(200) NOT NULL, kit SMALLINT NOT NULL, line INTEGER NOT NULL, part_number VARCHAR(200), is_kit BOOLEAN, price NUMERIC(12, 2), availability VARCHAR(16), brand VARCHAR(200),
      PRIMARY KEY (by_id, item_key, kit)) WITHOUT ROWID;

-- current/sql/import-stage.sql.ts DROP_SORTED
DROP TABLE IF EXISTS current_import_sorted;

-- current/sql/import-stage.sql.ts DUPLICATES
SELECT st.line, st.by_id, st.item_key, st.is_kit, s.line AS first_line FROM current_import_stage st JOIN current_import_sorted s ON s.by_id = st.by_id AND s.item_key = st.item_key AND s.kit = CASE WHEN st.is_kit IS NULL THEN 2 WHEN st.is_kit THEN 1 ELSE 0 END
       WHERE st.line <> s.line ORDER BY st.line LIMIT ?;

-- current/sql/import-stage.sql.ts DUPLICATE_PROBLEMS
SELECT CAST(? AS VARCHAR(255)) AS file, st.line AS line,
       CASE WHEN st.by_id THEN 'id' ELSE 'item_number' END AS column_name, st.item_key AS value,
       'duplicate key, first given on line ' || s.line || '; this row is skipped' AS reason FROM current_import_stage st JOIN current_import_sorted s ON s.by_id = st.by_id AND s.item_key = st.item_key AND s.kit = CASE WHEN st.is_kit IS NULL THEN 2 WHEN st.is_kit THEN 1 ELSE 0 END
       WHERE st.line <> s.line ORDER BY st.line;

-- current/sql/import-stage.sql.ts FILL_SORTED_POSTGRES
INSERT INTO current_import_sorted (by_id, item_key, kit, line, part_number, is_kit, price, availability, brand)
       SELECT DISTINCT ON (by_id, item_key, kit) by_id, item_key, CASE WHEN is_kit IS NULL THEN 2 WHEN is_kit THEN 1 ELSE 0 END AS kit, line, part_number, is_kit, price, availability, brand FROM current_import_stage
       ORDER BY by_id, item_key, kit, line;

-- current/sql/import-stage.sql.ts FILL_SORTED_SQLITE
INSERT INTO current_import_sorted (by_id, item_key, kit, line, part_number, is_kit, price, availability, brand)
       SELECT by_id, item_key, CASE WHEN is_kit IS NULL THEN 2 WHEN is_kit THEN 1 ELSE 0 END AS kit, line, part_number, is_kit, price, availability, brand FROM current_import_stage WHERE TRUE
       ORDER BY by_id, item_key, kit, line
       ON CONFLICT DO NOTHING;

-- current/sql/import-stage.sql.ts HAS_REPEATED_KEYS_POSTGRES
SELECT EXISTS (SELECT 1 FROM current_import_stage GROUP BY by_id, item_key, is_kit HAVING COUNT(*) > 1) AS repeated;

-- current/sql/import-stage.sql.ts STAGE_AS_SORTED_POSTGRES
ALTER TABLE current_import_stage RENAME TO current_import_sorted;

-- current/sql/items-export.sql.ts EXPORT_BATCH []
SELECT id, part_number, price, availability, brand, is_kit FROM current_items WHERE id > ? ORDER BY id LIMIT ?;

-- current/sql/items-export.sql.ts EXPORT_BATCH ["is_kit = ?","LOWER(brand) LIKE ? ESCAPE '\\'","(LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')"]
SELECT id, part_number, price, availability, brand, is_kit FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\') AND id > ? ORDER BY id LIMIT ?;

-- current/sql/items-import.sql.ts INSERT_NEW_ITEMS (postgresql)
INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
         SELECT s.item_key, s.part_number, NULL, s.is_kit, COALESCE(s.availability, 'in stock'), s.price, CAST(? AS TIMESTAMPTZ)
         FROM current_import_sorted s
         ON CONFLICT (id) DO NOTHING;

-- current/sql/items-import.sql.ts INSERT_NEW_ITEMS (sqlite)
INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
         SELECT s.item_key, s.part_number, NULL, s.is_kit, COALESCE(s.availability, 'in stock'), s.price, CAST(? AS TIMESTAMPTZ)
         FROM current_import_sorted s
         WHERE NOT EXISTS (SELECT 1 FROM current_items c WHERE c.id = s.item_key);

-- current/sql/items-import.sql.ts UPDATE_IMPORTED_ITEMS
UPDATE current_items SET part_number = s.part_number, is_kit = s.is_kit,
           price = COALESCE(s.price, current_items.price),
           availability = COALESCE(s.availability, current_items.availability), updated_at = ?
         FROM current_import_sorted s WHERE current_items.id = s.item_key
           AND (current_items.part_number IS DISTINCT FROM s.part_number OR current_items.is_kit IS DISTINCT FROM s.is_kit
             OR current_items.price IS DISTINCT FROM COALESCE(s.price, current_items.price)
             OR current_items.availability IS DISTINCT FROM COALESCE(s.availability, current_items.availability));

-- current/sql/items.sql.ts ITEMS_BY_IDS 2
SELECT id, part_number, brand, is_kit, availability, price, updated_at FROM current_items WHERE id IN (?, ?);

-- current/sql/items.sql.ts ITEM_BY_ID
SELECT id, part_number, brand, is_kit, availability, price, updated_at FROM current_items WHERE id = ?;

-- current/sql/items.sql.ts UPDATE_ITEM
UPDATE current_items SET price = ?, availability = ?, brand = ?, updated_at = ? WHERE id = ?;

-- current/sql/keyed-list.sql.ts COUNT_OF_BRANDS
SELECT COALESCE(SUM(item_count), 0) AS n FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\';

-- current/sql/keyed-list.sql.ts COUNT_OF_TYPE
SELECT SUM(item_count) AS n FROM current_item_totals WHERE is_kit = ?;

-- current/sql/keyed-list.sql.ts DROP_STALE_TOTALS
DELETE FROM current_item_list_totals WHERE list_version < ?;

-- current/sql/keyed-list.sql.ts KEEP_COUNT {"conditions":""}
INSERT INTO current_item_list_totals (filter_key, list_version, total)
  SELECT ?, (SELECT list_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_item_keys
  ON CONFLICT (filter_key) DO UPDATE SET list_version = EXCLUDED.list_version, total = EXCLUDED.total
  WHERE current_item_list_totals.list_version < EXCLUDED.list_version;

-- current/sql/keyed-list.sql.ts KEEP_COUNT {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
INSERT INTO current_item_list_totals (filter_key, list_version, total)
  SELECT ?, (SELECT list_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\'
  ON CONFLICT (filter_key) DO UPDATE SET list_version = EXCLUDED.list_version, total = EXCLUDED.total
  WHERE current_item_list_totals.list_version < EXCLUDED.list_version;

-- current/sql/keyed-list.sql.ts KEYED_ANCHORS {"conditions":""}
SELECT list_key FROM (
    SELECT ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") AS list_key, ROW_NUMBER() OVER (ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C")) - 1 AS position FROM current_item_keys
  ) ranked WHERE position % ? = 0 ORDER BY list_key;

-- current/sql/keyed-list.sql.ts KEYED_ANCHORS {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
SELECT list_key FROM (
    SELECT ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") AS list_key, ROW_NUMBER() OVER (ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C")) - 1 AS position FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\'
  ) ranked WHERE position % ? = 0 ORDER BY list_key;

-- current/sql/keyed-list.sql.ts KEYED_COUNT {"conditions":""}
SELECT COUNT(*) AS n FROM current_item_keys;

-- current/sql/keyed-list.sql.ts KEYED_COUNT {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
SELECT COUNT(*) AS n FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\';

-- current/sql/keyed-list.sql.ts KEYED_ESTIMATE {"conditions":""}
EXPLAIN (FORMAT JSON) SELECT 1 FROM current_item_keys;

-- current/sql/keyed-list.sql.ts KEYED_ESTIMATE {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
EXPLAIN (FORMAT JSON) SELECT 1 FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\';

-- current/sql/keyed-list.sql.ts KEYED_IDS {"conditions":""}
SELECT id FROM current_item_keys  LIMIT ?;

-- current/sql/keyed-list.sql.ts KEYED_IDS {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
SELECT id FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\' LIMIT ?;

-- current/sql/keyed-list.sql.ts KEYED_PAGE {"conditions":"","from":false,"before":false}
SELECT id FROM current_item_keys  ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") LIMIT ? OFFSET ?;

-- current/sql/keyed-list.sql.ts KEYED_PAGE {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'","from":true,"before":true}
SELECT id FROM current_item_keys WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\' AND ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") >= ? AND ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") < ? ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C") LIMIT ? OFFSET ?;

-- current/sql/keyed-list.sql.ts READ_KEPT_TOTAL
SELECT total FROM current_item_list_totals WHERE filter_key = ? AND list_version = ?;

-- current/sql/keyed-list.sql.ts SAMPLED_POSITION {"conditions":""}
SELECT percentile_disc(?::float8) WITHIN GROUP (ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C")) AS list_key FROM current_item_keys TABLESAMPLE SYSTEM (?::float4);

-- current/sql/keyed-list.sql.ts SAMPLED_POSITION {"conditions":"is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\\'"}
SELECT percentile_disc(?::float8) WITHIN GROUP (ORDER BY ((CASE WHEN id ~ '^[0-9]*$' THEN '0' || RIGHT('00' || LENGTH(LTRIM(id, '0'))::text, 3) || LTRIM(id, '0') || '.' || id ELSE '1' || id END) COLLATE "C")) AS list_key FROM current_item_keys TABLESAMPLE SYSTEM (?::float4) WHERE is_kit = ? AND brand IN (SELECT brand FROM current_item_brand_counts WHERE LOWER(brand) LIKE ? ESCAPE '\') AND LOWER(id || CHR(31) || part_number || CHR(31) || COALESCE(brand, '')) LIKE ? ESCAPE '\';

-- current/sql/list-index.sql.ts BUMP_LIST_VERSION
UPDATE current_items_state SET list_version = list_version + 1 WHERE id = 1;

-- current/sql/list-index.sql.ts COUNT_ITEMS
SELECT COUNT(*) AS n FROM current_items;

-- current/sql/list-index.sql.ts READ_INDEX_BATCH
  SELECT COUNT(*) AS n, MAX(list_key) AS last,
    string_agg(id, '
' ORDER BY list_key) AS ids,
    string_agg(id || '' || part_number || '' || COALESCE(brand, '') || '' || CASE WHEN is_kit THEN '' ELSE '' END, '
' ORDER BY list_key) AS texts
  FROM (SELECT (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) AS list_key, id, part_number, brand, is_kit FROM current_items WHERE (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) > ? ORDER BY (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) LIMIT ?) batch;

-- current/sql/list-index.sql.ts READ_LIST_VERSION
SELECT list_version FROM current_items_state WHERE id = 1;

-- current/sql/list.sql.ts COUNT_ALL
SELECT SUM(item_count) AS n FROM current_item_totals;

-- current/sql/list.sql.ts COUNT_WHERE ""
SELECT COUNT(*) AS n FROM current_items;

-- current/sql/list.sql.ts COUNT_WHERE "WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')"
SELECT COUNT(*) AS n FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\');

-- current/sql/list.sql.ts PAGE_OF_IDS ""
SELECT id FROM current_items  ORDER BY (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) LIMIT ? OFFSET ?;

-- current/sql/list.sql.ts PAGE_OF_IDS "WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')"
SELECT id FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\') ORDER BY (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) LIMIT ? OFFSET ?;

-- current/sql/live-product-sync.sql.ts PROBE_LIVE_PRODUCTS
SELECT 1 FROM live_products WHERE 1 = 0;

-- current/sql/live-product-sync.sql.ts SYNC_LIVE_PRODUCTS
UPDATE live_products SET
       price = COALESCE(c.price, live_products.price),
       availability = c.availability,
       updated_at = ?
     FROM current_items c
     WHERE c.part_number = live_products.part_number AND c.is_kit = live_products.is_kit AND c.updated_at = ?
       AND (live_products.price <> COALESCE(c.price, live_products.price)
         OR live_products.availability IS DISTINCT FROM c.availability);

-- current/sql/sorted-list.sql.ts COUNT_OF_AVAILABILITY false
SELECT SUM(item_count) AS n FROM current_item_totals WHERE availability = ?;

-- current/sql/sorted-list.sql.ts COUNT_OF_AVAILABILITY true
SELECT SUM(item_count) AS n FROM current_item_totals WHERE availability = ? AND is_kit = ?;

-- current/sql/sorted-list.sql.ts SORTED_PAGE {"where":"","order":"(CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) ASC"}
SELECT id FROM current_items  ORDER BY (CASE WHEN id NOT GLOB '*[^0-9]*' THEN '0' || substr('00' || length(ltrim(id, '0')), -3) || ltrim(id, '0') || '.' || id ELSE '1' || id END) ASC LIMIT ? OFFSET ?;

-- current/sql/sorted-list.sql.ts SORTED_PAGE {"where":"WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')","order":"price DESC NULLS LAST, id DESC"}
SELECT id FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\') ORDER BY price DESC NULLS LAST, id DESC LIMIT ? OFFSET ?;

-- current/sql/sorted-list.sql.ts SORTED_PAGE {"where":"WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))) AND availability = ?","order":"price ASC NULLS FIRST, id ASC"}
SELECT id FROM current_items WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))) AND availability = ? ORDER BY price ASC NULLS FIRST, id ASC LIMIT ? OFFSET ?;

-- current/sql/sorted-positions.sql.ts PAGE_FROM_ANCHOR {"conditions":"","sort":"price","order":"asc","fromNull":true}
SELECT id FROM ((SELECT 1 AS segment, price, id FROM current_items WHERE price IS NULL AND (id) >= (?) ORDER BY price ASC NULLS FIRST, id ASC LIMIT ?) UNION ALL (SELECT 2 AS segment, price, id FROM current_items WHERE price IS NOT NULL ORDER BY price ASC NULLS FIRST, id ASC LIMIT ?)) page ORDER BY segment, price ASC NULLS FIRST, id ASC LIMIT ? OFFSET ?;

-- current/sql/sorted-positions.sql.ts PAGE_FROM_ANCHOR {"conditions":"is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')","sort":"updated_at","order":"desc","fromNull":false}
SELECT id FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\') AND (updated_at, id) <= (?, ?) ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?;

-- current/sql/sorted-positions.sql.ts PAGE_FROM_ANCHOR {"conditions":"","sort":"brand","order":"desc","fromNull":false}
SELECT id FROM ((SELECT 1 AS segment, brand, id FROM current_items WHERE (brand, id) <= (?, ?) ORDER BY brand DESC NULLS LAST, id DESC LIMIT ?) UNION ALL (SELECT 2 AS segment, brand, id FROM current_items WHERE brand IS NULL ORDER BY brand DESC NULLS LAST, id DESC LIMIT ?)) page ORDER BY segment, brand DESC NULLS LAST, id DESC LIMIT ? OFFSET ?;

-- current/sql/sorted-positions.sql.ts READ_ITEMS_VERSION
SELECT items_version FROM current_items_state WHERE id = 1;

-- current/sql/sorted-positions.sql.ts SAMPLED_ANCHOR {"conditions":"","sort":"price","order":"asc"}
SELECT * FROM (
    SELECT CAST(price AS text) AS k0, CAST(id AS text) AS k1, ROW_NUMBER() OVER (ORDER BY price ASC NULLS FIRST, id ASC) - 1 AS position, COUNT(*) OVER () AS sampled
    FROM current_items TABLESAMPLE SYSTEM (?::float4)
  ) ranked WHERE position = LEAST(sampled - 1, FLOOR(?::float8 * sampled)) AND sampled >= ?;

-- current/sql/sorted-positions.sql.ts SAMPLED_ANCHOR {"conditions":"is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')","sort":"updated_at","order":"desc"}
SELECT * FROM (
    SELECT CAST(updated_at AS text) AS k0, CAST(id AS text) AS k1, ROW_NUMBER() OVER (ORDER BY updated_at DESC, id DESC) - 1 AS position, COUNT(*) OVER () AS sampled
    FROM current_items TABLESAMPLE SYSTEM (?::float4) WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\')
  ) ranked WHERE position = LEAST(sampled - 1, FLOOR(?::float8 * sampled)) AND sampled >= ?;

-- current/sql/sorted-positions.sql.ts SORTED_ANCHORS {"conditions":"","sort":"price","order":"asc"}
SELECT * FROM (
    SELECT CAST(price AS text) AS k0, CAST(id AS text) AS k1, ROW_NUMBER() OVER (ORDER BY price ASC NULLS FIRST, id ASC) - 1 AS position
    FROM current_items
  ) ranked WHERE position % ? = 0 ORDER BY position;

-- current/sql/sorted-positions.sql.ts SORTED_ANCHORS {"conditions":"is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')","sort":"updated_at","order":"desc"}
SELECT * FROM (
    SELECT CAST(updated_at AS text) AS k0, CAST(id AS text) AS k1, ROW_NUMBER() OVER (ORDER BY updated_at DESC, id DESC) - 1 AS position
    FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\')
  ) ranked WHERE position % ? = 0 ORDER BY position;

-- current/sql/sorted-positions.sql.ts SORTED_IDS {"conditions":"","sort":"price","order":"asc"}
SELECT id FROM current_items  ORDER BY price ASC NULLS FIRST, id ASC LIMIT ?;

-- current/sql/sorted-positions.sql.ts SORTED_IDS {"conditions":"is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')","sort":"updated_at","order":"desc"}
SELECT id FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\') ORDER BY updated_at DESC, id DESC LIMIT ?;

-- current/sql/sorted-totals.sql.ts DROP_STALE_SORTED_TOTALS
DELETE FROM current_item_sorted_totals WHERE items_version < ?;

-- current/sql/sorted-totals.sql.ts KEEP_SORTED_COUNT ""
INSERT INTO current_item_sorted_totals (filter_key, items_version, total)
  SELECT ?, (SELECT items_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_items
  ON CONFLICT (filter_key) DO UPDATE SET items_version = EXCLUDED.items_version, total = EXCLUDED.total
  WHERE current_item_sorted_totals.items_version < EXCLUDED.items_version;

-- current/sql/sorted-totals.sql.ts KEEP_SORTED_COUNT "WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\\' AND (LOWER(id) LIKE ? ESCAPE '\\' OR LOWER(part_number) LIKE ? ESCAPE '\\' OR LOWER(brand) LIKE ? ESCAPE '\\')"
INSERT INTO current_item_sorted_totals (filter_key, items_version, total)
  SELECT ?, (SELECT items_version FROM current_items_state WHERE id = 1), COUNT(*) FROM current_items WHERE is_kit = ? AND LOWER(brand) LIKE ? ESCAPE '\' AND (LOWER(id) LIKE ? ESCAPE '\' OR LOWER(part_number) LIKE ? ESCAPE '\' OR LOWER(brand) LIKE ? ESCAPE '\')
  ON CONFLICT (filter_key) DO UPDATE SET items_version = EXCLUDED.items_version, total = EXCLUDED.total
  WHERE current_item_sorted_totals.items_version < EXCLUDED.items_version;

-- current/sql/sorted-totals.sql.ts READ_SORTED_TOTAL
SELECT total FROM current_item_sorted_totals WHERE filter_key = ? AND items_version = ?;

-- current/sql/staged-match.sql.ts COUNT_CHANGING {"byId":true,"changes":"<the changes an import makes>"}
SELECT COUNT(*) AS n FROM current_import_sorted s
       WHERE s.by_id = TRUE
         AND EXISTS (SELECT 1 FROM current_items WHERE s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND (<the changes an import makes>));

-- current/sql/staged-match.sql.ts COUNT_CHANGING {"byId":false,"changes":"<the changes an import makes>"}
SELECT COUNT(*) AS n FROM current_import_sorted s
       WHERE s.by_id = FALSE
         AND EXISTS (SELECT 1 FROM current_items WHERE s.by_id = FALSE AND current_items.part_number = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND (<the changes an import makes>));

-- current/sql/staged-match.sql.ts NOT_FOUND_PROBLEMS true
SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line,
       'id' AS column_name, s.item_key AS value,
       CASE WHEN s.is_kit IS NULL THEN 'no item has this id'
            ELSE 'no ' || CASE WHEN s.is_kit THEN 'kit' ELSE 'single' END || ' has this id' END AS reason
       FROM current_import_sorted s
       WHERE s.by_id = TRUE
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE s.by_id = TRUE AND c.id = s.item_key AND (s.is_kit IS NULL OR c.is_kit = s.is_kit))
       ORDER BY s.line;

-- current/sql/staged-match.sql.ts NOT_FOUND_PROBLEMS false
SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line,
       'item_number' AS column_name, s.item_key AS value,
       CASE WHEN s.is_kit IS NULL THEN 'no item has this item number'
            ELSE 'no ' || CASE WHEN s.is_kit THEN 'kit' ELSE 'single' END || ' has this item number' END AS reason
       FROM current_import_sorted s
       WHERE s.by_id = FALSE
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE s.by_id = FALSE AND c.part_number = s.item_key AND (s.is_kit IS NULL OR c.is_kit = s.is_kit))
       ORDER BY s.line;

-- current/sql/stats.sql.ts READ_BRAND_SUMMARY
SELECT COUNT(*) AS brands, COALESCE(SUM(item_count), 0) AS items FROM current_item_brand_counts;

-- current/sql/stats.sql.ts READ_TOP_BRANDS
SELECT brand, item_count FROM current_item_brand_counts ORDER BY item_count DESC, brand LIMIT ?;

-- current/sql/stats.sql.ts READ_TOTALS
SELECT is_kit, availability, item_count, priced_count, price_cents FROM current_item_totals;

-- current/sql/stock-update.sql.ts COLLECT_TARGETS {"columns":{"values":{"availability":"s.availability"},"changes":"current_items.availability <> s.availability"},"byId":true}
INSERT INTO current_import_targets (id, availability)
     SELECT current_items.id, s.availability
     FROM current_import_sorted s JOIN current_items ON s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit)
     WHERE current_items.availability <> s.availability
     ORDER BY current_items.id
     ON CONFLICT DO NOTHING;

-- current/sql/stock-update.sql.ts COLLECT_TARGETS {"columns":{"values":{"price":"s.price"},"changes":"current_items.price IS DISTINCT FROM s.price"},"byId":false}
INSERT INTO current_import_targets (id, price)
     SELECT current_items.id, s.price
     FROM current_import_sorted s JOIN current_items ON s.by_id = FALSE AND current_items.part_number = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit)
     WHERE current_items.price IS DISTINCT FROM s.price
     ORDER BY current_items.id
     ON CONFLICT DO NOTHING;

-- current/sql/stock-update.sql.ts COLLECT_TARGETS {"columns":{"values":{"price":"s.price","availability":"COALESCE(s.availability, current_items.availability)"},"changes":"current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)"},"byId":true}
INSERT INTO current_import_targets (id, price, availability)
     SELECT current_items.id, s.price, COALESCE(s.availability, current_items.availability)
     FROM current_import_sorted s JOIN current_items ON s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit)
     WHERE current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)
     ORDER BY current_items.id
     ON CONFLICT DO NOTHING;

-- current/sql/stock-update.sql.ts CREATE_TARGETS
CREATE TEMPORARY TABLE current_import_targets (id VARCHAR(100) NOT NULL PRIMARY KEY, price NUMERIC(12, 2), availability VARCHAR(16)) WITHOUT ROWID;

-- current/sql/stock-update.sql.ts DROP_TARGETS
DROP TABLE IF EXISTS current_import_targets;

-- current/sql/stock-update.sql.ts UPDATE_FROM_STAGED {"columns":{"values":{"availability":"s.availability"},"changes":"current_items.availability <> s.availability"},"byId":true}
UPDATE current_items SET availability = s.availability, updated_at = ?
     FROM current_import_sorted s WHERE s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND (current_items.availability <> s.availability);

-- current/sql/stock-update.sql.ts UPDATE_FROM_STAGED {"columns":{"values":{"price":"s.price"},"changes":"current_items.price IS DISTINCT FROM s.price"},"byId":false}
UPDATE current_items SET price = s.price, updated_at = ?
     FROM current_import_sorted s WHERE s.by_id = FALSE AND current_items.part_number = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND (current_items.price IS DISTINCT FROM s.price);

-- current/sql/stock-update.sql.ts UPDATE_FROM_STAGED {"columns":{"values":{"price":"s.price","availability":"COALESCE(s.availability, current_items.availability)"},"changes":"current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)"},"byId":true}
UPDATE current_items SET price = s.price, availability = COALESCE(s.availability, current_items.availability), updated_at = ?
     FROM current_import_sorted s WHERE s.by_id = TRUE AND current_items.id = s.item_key AND (s.is_kit IS NULL OR current_items.is_kit = s.is_kit) AND (current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability));

-- current/sql/stock-update.sql.ts UPDATE_FROM_TARGETS {"values":{"availability":"s.availability"},"changes":"current_items.availability <> s.availability"}
UPDATE current_items SET availability = t.availability, updated_at = ?
     FROM current_import_targets t WHERE current_items.id = t.id;

-- current/sql/stock-update.sql.ts UPDATE_FROM_TARGETS {"values":{"price":"s.price"},"changes":"current_items.price IS DISTINCT FROM s.price"}
UPDATE current_items SET price = t.price, updated_at = ?
     FROM current_import_targets t WHERE current_items.id = t.id;

-- current/sql/stock-update.sql.ts UPDATE_FROM_TARGETS {"values":{"price":"s.price","availability":"COALESCE(s.availability, current_items.availability)"},"changes":"current_items.price IS DISTINCT FROM s.price OR current_items.availability <> COALESCE(s.availability, current_items.availability)"}
UPDATE current_items SET price = t.price, availability = t.availability, updated_at = ?
     FROM current_import_targets t WHERE current_items.id = t.id;

-- current/sql/totals.sql.ts ADD_TO_BRAND_COUNT
INSERT INTO current_item_brand_counts (brand, item_count) VALUES (?, ?)
     ON CONFLICT (brand) DO UPDATE SET item_count = current_item_brand_counts.item_count + excluded.item_count;

-- current/sql/totals.sql.ts ADD_TO_TOTALS
INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (is_kit, availability) DO UPDATE SET
       item_count = current_item_totals.item_count + excluded.item_count,
       priced_count = current_item_totals.priced_count + excluded.priced_count,
       price_cents = current_item_totals.price_cents + excluded.price_cents;

-- current/sql/totals.sql.ts CLEAR_BRAND_COUNTS
DELETE FROM current_item_brand_counts;

-- current/sql/totals.sql.ts CLEAR_TOTALS
DELETE FROM current_item_totals;

-- current/sql/totals.sql.ts COUNT_BRANDS
    INSERT INTO current_item_brand_counts (brand, item_count)
    SELECT brand, COUNT(*) FROM current_items WHERE brand IS NOT NULL GROUP BY brand;

-- current/sql/totals.sql.ts COUNT_TOTALS
    INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents)
    SELECT is_kit, availability, COUNT(*), COUNT(price), COALESCE(SUM(CAST(ROUND(price * 100) AS BIGINT)), 0)
    FROM current_items GROUP BY is_kit, availability;

-- current/sql/totals.sql.ts DROP_EMPTY_BRAND_COUNT
DELETE FROM current_item_brand_counts WHERE brand = ? AND item_count <= 0;
