/**
 * GET /current/stats answers from the maintained aggregates (totals.sql.ts), about 10 ms at a million items
 * on SQLite and PostgreSQL alike: three small reads of tables that have no ORM entity, never a scan of the items.
 */

export const READ_TOTALS = 'SELECT is_kit, availability, item_count, priced_count, price_cents FROM current_item_totals';

export const READ_BRAND_SUMMARY = 'SELECT COUNT(*) AS brands, COALESCE(SUM(item_count), 0) AS items FROM current_item_brand_counts';

/** The brands with the most items; binds how many. */
export const READ_TOP_BRANDS = 'SELECT brand, item_count FROM current_item_brand_counts ORDER BY item_count DESC, brand LIMIT ?';
