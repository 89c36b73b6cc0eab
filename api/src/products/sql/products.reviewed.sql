-- Written by `npm run sql:review` from the statements of api/src/products: review a change here.

-- products/sql/list-pages.sql.ts COUNT "draft_products"
SELECT COUNT(*) AS n FROM draft_products;

-- products/sql/list-pages.sql.ts COUNT "live_products WHERE published_at = ? AND id <= ?"
SELECT COUNT(*) AS n FROM live_products WHERE published_at = ? AND id <= ?;

-- products/sql/list-pages.sql.ts COUNT_UP_TO "draft_products"
SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM draft_products LIMIT ?) capped;

-- products/sql/list-pages.sql.ts COUNT_UP_TO "live_products WHERE published_at = ? AND id <= ?"
SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM live_products WHERE published_at = ? AND id <= ? LIMIT ?) capped;

-- products/sql/list-pages.sql.ts IDS {"order":{"table":"draft_products","column":"created_at"},"condition":""}
SELECT id FROM draft_products  ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?;

-- products/sql/list-pages.sql.ts PLACES {"order":{"table":"draft_products","column":"created_at"},"condition":""}
SELECT created_at AS at, id FROM draft_products  ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?;

-- products/sql/list-pages.sql.ts PLACES {"order":{"table":"live_products","column":"published_at"},"condition":"published_at = ? AND id <= ?"}
SELECT published_at AS at, id FROM live_products WHERE published_at = ? AND id <= ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?;

-- products/sql/list-pages.sql.ts PLACES {"order":{"table":"live_products","column":"published_at"},"condition":"published_at < ?"}
SELECT published_at AS at, id FROM live_products WHERE published_at < ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?;

-- products/sql/list-versions.sql.ts BUMP_VERSIONS 2
UPDATE product_versions SET version = version + 1 WHERE kind IN (?, ?) RETURNING kind, version;

-- products/sql/list-versions.sql.ts READ_VERSION
SELECT version FROM product_versions WHERE kind = ?;

-- products/sql/product-lifecycle.sql.ts BRAND_DRAFT_IDS_AFTER
SELECT id FROM draft_products WHERE brand_id = ? AND id > ? ORDER BY id LIMIT ?;

-- products/sql/product-lifecycle.sql.ts DELETE_DRAFT
DELETE FROM draft_products WHERE id = ?;

-- products/sql/product-lifecycle.sql.ts DELETE_LIVE
DELETE FROM live_products WHERE id = ?;

-- products/sql/product-lifecycle.sql.ts DRAFTS_FOR_RULES 2
SELECT p.id, p.part_number, p.title, p.description, p.link, p.image_link, p.additional_image_link, p.price, p.sale_price,
          p.sale_price_effective_date, p.availability, p.condition, p.gtin, p.mpn, p.google_product_category, b.name AS brand
     FROM draft_products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (?, ?) ORDER BY p.id;

-- products/sql/product-lifecycle.sql.ts DRAFT_EXISTS
SELECT id FROM draft_products WHERE id = ?;

-- products/sql/product-publish.sql.ts LIVE_ID_OF_DRAFT
SELECT id FROM live_products WHERE draft_product_id = ?;

-- products/sql/product-publish.sql.ts PUBLISH_DRAFTS 2
INSERT INTO live_products (draft_product_id, brand_id, part_number, title, description, link, image_link, availability, condition, gtin, mpn, google_product_category, product_type, additional_image_link, sale_price_effective_date, shipping_weight, material, vehicle_make, vehicle_model, vehicle_year, custom_label_0, custom_label_1, custom_label_2, custom_label_3, custom_label_4, google_id, price, sale_price, is_kit, search_key, is_live, published_at, created_at, updated_at)
       SELECT id, brand_id, part_number, title, description, link, image_link, availability, condition, gtin, mpn, google_product_category, product_type, additional_image_link, sale_price_effective_date, shipping_weight, material, vehicle_make, vehicle_model, vehicle_year, custom_label_0, custom_label_1, custom_label_2, custom_label_3, custom_label_4, google_id, price, sale_price, is_kit, search_key, ?, ?, ?, ? FROM draft_products WHERE id IN (?, ?)
       ON CONFLICT (draft_product_id) DO UPDATE SET
         brand_id = excluded.brand_id, part_number = excluded.part_number, title = excluded.title, description = excluded.description, link = excluded.link, image_link = excluded.image_link, availability = excluded.availability, condition = excluded.condition, gtin = excluded.gtin, mpn = excluded.mpn, google_product_category = excluded.google_product_category, product_type = excluded.product_type, additional_image_link = excluded.additional_image_link, sale_price_effective_date = excluded.sale_price_effective_date, shipping_weight = excluded.shipping_weight, material = excluded.material, vehicle_make = excluded.vehicle_make, vehicle_model = excluded.vehicle_model, vehicle_year = excluded.vehicle_year, custom_label_0 = excluded.custom_label_0, custom_label_1 = excluded.custom_label_1, custom_label_2 = excluded.custom_label_2, custom_label_3 = excluded.custom_label_3, custom_label_4 = excluded.custom_label_4, google_id = excluded.google_id, price = excluded.price, sale_price = excluded.sale_price, is_kit = excluded.is_kit, search_key = excluded.search_key, is_live = excluded.is_live, published_at = excluded.published_at, updated_at = excluded.updated_at;

-- products/sql/product-rows.sql.ts DETAIL_ROW.draft
SELECT p.*, b.name AS brand, l.id AS live_product_id, l.published_at FROM draft_products p JOIN brands b ON b.id = p.brand_id LEFT JOIN live_products l ON l.draft_product_id = p.id WHERE p.id = ?;

-- products/sql/product-rows.sql.ts DETAIL_ROW.live
SELECT p.*, b.name AS brand, p.is_live, p.published_at FROM live_products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?;

-- products/sql/product-rows.sql.ts LIST_ROWS.draft 2
SELECT p.id, p.part_number, p.title, p.price, p.is_kit, p.created_at, p.brand_id, b.name AS brand, l.id AS live_product_id FROM draft_products p JOIN brands b ON b.id = p.brand_id LEFT JOIN live_products l ON l.draft_product_id = p.id WHERE p.id IN (?, ?);

-- products/sql/product-rows.sql.ts LIST_ROWS.live 2
SELECT p.id, p.part_number, p.title, p.price, p.is_kit, p.created_at, p.brand_id, b.name AS brand, p.is_live, p.published_at FROM live_products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (?, ?);

-- products/sql/product-search.sql.ts BRAND_IDS_LIKE
SELECT id FROM brands WHERE LOWER(name) LIKE ? ESCAPE '\' LIMIT ?;

-- products/sql/product-search.sql.ts NEWEST_MATCHES {"order":{"table":"draft_products","column":"created_at"},"condition":"search_key LIKE ? ESCAPE '\\'"}
SELECT SUM(CASE WHEN search_key LIKE ? ESCAPE '\' THEN 1 ELSE 0 END) AS matched
   FROM (SELECT search_key, brand_id FROM draft_products ORDER BY created_at DESC, id DESC LIMIT ?) newest;

-- products/sql/product-search.sql.ts NEWEST_MATCHES {"order":{"table":"live_products","column":"published_at"},"condition":"search_key LIKE ? ESCAPE '\\' OR brand_id IN (?, ?)"}
SELECT SUM(CASE WHEN search_key LIKE ? ESCAPE '\' OR brand_id IN (?, ?) THEN 1 ELSE 0 END) AS matched
   FROM (SELECT search_key, brand_id FROM live_products ORDER BY published_at DESC, id DESC LIMIT ?) newest;

-- products/sql/products-import.sql.ts BRAND_EXISTS
SELECT 1 FROM brands WHERE id = ?;

-- products/sql/products-import.sql.ts COUNT_EXISTING
SELECT COUNT(*) AS n FROM (SELECT part_number, MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM product_import_stage GROUP BY part_number) k JOIN draft_products d ON d.brand_id = ? AND d.part_number = k.part_number;

-- products/sql/products-import.sql.ts COUNT_STAGED
SELECT COUNT(DISTINCT part_number) AS n FROM product_import_stage;

-- products/sql/products-import.sql.ts COUNT_UNCHANGED
SELECT COUNT(*) AS n FROM (SELECT part_number, MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM product_import_stage GROUP BY part_number) k JOIN product_import_stage s ON s.seq = k.last_seq
       JOIN draft_products d ON d.brand_id = ? AND d.part_number = k.part_number
       WHERE d.part_number IS NOT DISTINCT FROM s.part_number AND d.title IS NOT DISTINCT FROM s.title AND d.description IS NOT DISTINCT FROM s.description AND d.link IS NOT DISTINCT FROM s.link AND d.image_link IS NOT DISTINCT FROM s.image_link AND d.availability IS NOT DISTINCT FROM s.availability AND d.condition IS NOT DISTINCT FROM s.condition AND d.gtin IS NOT DISTINCT FROM s.gtin AND d.mpn IS NOT DISTINCT FROM s.mpn AND d.google_product_category IS NOT DISTINCT FROM s.google_product_category AND d.product_type IS NOT DISTINCT FROM s.product_type AND d.additional_image_link IS NOT DISTINCT FROM s.additional_image_link AND d.sale_price_effective_date IS NOT DISTINCT FROM s.sale_price_effective_date AND d.shipping_weight IS NOT DISTINCT FROM s.shipping_weight AND d.material IS NOT DISTINCT FROM s.material AND d.vehicle_make IS NOT DISTINCT FROM s.vehicle_make AND d.vehicle_model IS NOT DISTINCT FROM s.vehicle_model AND d.vehicle_year IS NOT DISTINCT FROM s.vehicle_year AND d.custom_label_0 IS NOT DISTINCT FROM s.custom_label_0 AND d.custom_label_1 IS NOT DISTINCT FROM s.custom_label_1 AND d.custom_label_2 IS NOT DISTINCT FROM s.custom_label_2 AND d.custom_label_3 IS NOT DISTINCT FROM s.custom_label_3 AND d.custom_label_4 IS NOT DISTINCT FROM s.custom_label_4 AND d.google_id IS NOT DISTINCT FROM s.google_id AND d.price IS NOT DISTINCT FROM s.price AND d.sale_price IS NOT DISTINCT FROM s.sale_price AND d.is_kit IS NOT DISTINCT FROM s.is_kit AND d.search_key IS NOT DISTINCT FROM s.search_key;

-- products/sql/products-import.sql.ts MERGE_STAGED
INSERT INTO draft_products (brand_id, part_number, title, description, link, image_link, availability, condition, gtin, mpn, google_product_category, product_type, additional_image_link, sale_price_effective_date, shipping_weight, material, vehicle_make, vehicle_model, vehicle_year, custom_label_0, custom_label_1, custom_label_2, custom_label_3, custom_label_4, google_id, price, sale_price, is_kit, search_key, created_at, updated_at)
       SELECT ?, s.part_number, s.title, s.description, s.link, s.image_link, s.availability, s.condition, s.gtin, s.mpn, s.google_product_category, s.product_type, s.additional_image_link, s.sale_price_effective_date, s.shipping_weight, s.material, s.vehicle_make, s.vehicle_model, s.vehicle_year, s.custom_label_0, s.custom_label_1, s.custom_label_2, s.custom_label_3, s.custom_label_4, s.google_id, s.price, s.sale_price, s.is_kit, s.search_key, ?, ? FROM product_import_stage s JOIN (SELECT part_number, MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM product_import_stage GROUP BY part_number) k ON s.seq = k.last_seq WHERE true
       ORDER BY k.first_seq
       ON CONFLICT (brand_id, part_number) DO UPDATE SET
         title = excluded.title, description = excluded.description, link = excluded.link, image_link = excluded.image_link, availability = excluded.availability, condition = excluded.condition, gtin = excluded.gtin, mpn = excluded.mpn, google_product_category = excluded.google_product_category, product_type = excluded.product_type, additional_image_link = excluded.additional_image_link, sale_price_effective_date = excluded.sale_price_effective_date, shipping_weight = excluded.shipping_weight, material = excluded.material, vehicle_make = excluded.vehicle_make, vehicle_model = excluded.vehicle_model, vehicle_year = excluded.vehicle_year, custom_label_0 = excluded.custom_label_0, custom_label_1 = excluded.custom_label_1, custom_label_2 = excluded.custom_label_2, custom_label_3 = excluded.custom_label_3, custom_label_4 = excluded.custom_label_4, google_id = excluded.google_id, price = excluded.price, sale_price = excluded.sale_price, is_kit = excluded.is_kit, search_key = excluded.search_key, updated_at = excluded.updated_at;

-- products/sql/products-import.sql.ts REPLACED_PROBLEMS
SELECT s.file AS file, s.line AS line, 'part_number' AS column_name, s.part_number AS value,
       'part number given again on line ' || l.line || ' of ' || l.file || ', which is the one saved' AS reason
       FROM product_import_stage s JOIN (SELECT part_number, MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM product_import_stage GROUP BY part_number) k ON k.part_number = s.part_number JOIN product_import_stage l ON l.seq = k.last_seq
       WHERE s.seq <> k.last_seq;

-- products/sql/search-lines.sql.ts SEARCH_LINES_BATCH {"table":"draft_products","column":"created_at"}
  SELECT COUNT(*) AS n, MAX(id) AS last,
    string_agg(line, '
') AS lines,
    string_agg(placed_at, '
') AS orders,
    string_agg(id, '
') AS ids
  FROM (SELECT p.id, p.created_at AS placed_at, p.search_key || '' || LOWER(b.name) AS line
        FROM draft_products p JOIN brands b ON b.id = p.brand_id
        WHERE p.id > ? ORDER BY p.id LIMIT ?) batch;

-- products/sql/search-lines.sql.ts SEARCH_LINES_BATCH {"table":"live_products","column":"published_at"}
  SELECT COUNT(*) AS n, MAX(id) AS last,
    string_agg(line, '
') AS lines,
    string_agg(placed_at, '
') AS orders,
    string_agg(id, '
') AS ids
  FROM (SELECT p.id, p.published_at AS placed_at, p.search_key || '' || LOWER(b.name) AS line
        FROM live_products p JOIN brands b ON b.id = p.brand_id
        WHERE p.id > ? ORDER BY p.id LIMIT ?) batch;
