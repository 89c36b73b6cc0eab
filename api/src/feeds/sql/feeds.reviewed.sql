-- Written by `npm run sql:review` from the statements of api/src/feeds: review a change here.

-- feeds/feed-rules/sql/feed-rules.sql.ts ACTIVE_VERSION
SELECT version FROM feed_rule_versions ORDER BY version DESC LIMIT 1;

-- feeds/feed-rules/sql/feed-rules.sql.ts COUNT_VERSIONS
SELECT COUNT(*) AS n FROM feed_rule_versions;

-- feeds/feed-rules/sql/feed-rules.sql.ts DELETE_LOOKUP
DELETE FROM feed_rule_lookups WHERE name = ?;

-- feeds/feed-rules/sql/feed-rules.sql.ts INSERT_LOOKUP
INSERT INTO feed_rule_lookups (name, entries, row_count, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?);

-- feeds/feed-rules/sql/feed-rules.sql.ts INSERT_VERSION
INSERT INTO feed_rule_versions (version, rules, lookups, activated_at, activated_by, restored_from) SELECT COALESCE(MAX(version), 0) + 1, ?, ?, ?, ?, ? FROM feed_rule_versions;

-- feeds/feed-rules/sql/feed-rules.sql.ts LIST_LOOKUPS
SELECT name, row_count, uploaded_at, uploaded_by FROM feed_rule_lookups ORDER BY name;

-- feeds/feed-rules/sql/feed-rules.sql.ts LIST_VERSIONS
SELECT version, rules, activated_at, activated_by, restored_from FROM feed_rule_versions ORDER BY version DESC LIMIT ? OFFSET ?;

-- feeds/feed-rules/sql/feed-rules.sql.ts PRODUCT_ROW "draft_products"
SELECT p.*, b.name AS brand FROM draft_products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?;

-- feeds/feed-rules/sql/feed-rules.sql.ts PRODUCT_ROW "live_products"
SELECT p.*, b.name AS brand FROM live_products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?;

-- feeds/feed-rules/sql/feed-rules.sql.ts READ_DRAFT
SELECT rules, updated_at, updated_by FROM feed_rules_draft WHERE id = 1;

-- feeds/feed-rules/sql/feed-rules.sql.ts READ_LOOKUPS
SELECT name, entries FROM feed_rule_lookups;

-- feeds/feed-rules/sql/feed-rules.sql.ts READ_VERSION
SELECT version, rules, lookups, activated_at, activated_by, restored_from FROM feed_rule_versions WHERE version = ?;

-- feeds/feed-rules/sql/feed-rules.sql.ts WRITE_DRAFT
UPDATE feed_rules_draft SET rules = ?, updated_at = ?, updated_by = ? WHERE id = 1;

-- feeds/sql/feed-sources.sql.ts COUNT_CURRENT_ITEMS {"byType":false}
SELECT COUNT(*) AS n FROM current_items WHERE 1 = 1;

-- feeds/sql/feed-sources.sql.ts COUNT_CURRENT_ITEMS {"byType":true}
SELECT COUNT(*) AS n FROM current_items WHERE 1 = 1 AND is_kit = ?;

-- feeds/sql/feed-sources.sql.ts COUNT_LIVE_PRODUCTS
SELECT COUNT(*) AS n FROM live_products;

-- feeds/sql/feed-sources.sql.ts CURRENT_ITEM_BATCH {"after":false,"byType":false}
SELECT id, part_number, brand, is_kit, availability, price, updated_at FROM current_items WHERE 1 = 1 ORDER BY id LIMIT ?;

-- feeds/sql/feed-sources.sql.ts CURRENT_ITEM_BATCH {"after":true,"byType":true}
SELECT id, part_number, brand, is_kit, availability, price, updated_at FROM current_items WHERE id > ? AND is_kit = ? ORDER BY id LIMIT ?;

-- feeds/sql/product-issues.sql.ts DUPLICATED_GOOGLE_IDS "draft_products"
SELECT google_id FROM draft_products WHERE google_id IS NOT NULL AND google_id <> '' GROUP BY google_id HAVING COUNT(*) > 1;

-- feeds/sql/product-issues.sql.ts DUPLICATED_GOOGLE_IDS "live_products"
SELECT google_id FROM live_products WHERE google_id IS NOT NULL AND google_id <> '' GROUP BY google_id HAVING COUNT(*) > 1;

-- feeds/sql/product-issues.sql.ts PRODUCT_BATCH "draft_products"
SELECT p.*, b.name AS brand FROM draft_products p JOIN brands b ON b.id = p.brand_id WHERE p.id > ? ORDER BY p.id LIMIT ?;

-- feeds/sql/product-issues.sql.ts PRODUCT_BATCH "live_products"
SELECT p.*, b.name AS brand FROM live_products p JOIN brands b ON b.id = p.brand_id WHERE p.id > ? ORDER BY p.id LIMIT ?;

-- feeds/sql/product-issues.sql.ts TAXONOMY_REFERENCES
SELECT category_id, full_path FROM categories;
