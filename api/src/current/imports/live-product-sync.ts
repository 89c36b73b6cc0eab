import type { SqlRunner } from '../../common/sql/sql-runner';
import { PROBE_LIVE_PRODUCTS, SYNC_LIVE_PRODUCTS } from '../sql/live-product-sync.sql';

/**
 * Live products carry their own price and availability (products module). When an import
 * changes a current item, the live products with the same part number and type take its
 * new values in the same transaction; how many changed is the result's urls_synchronized.
 * The join runs from live_products into the (part_number, is_kit) index of current_items,
 * so it costs one index probe per live product, not a pass over the items.
 */
export async function syncLiveProducts(sql: SqlRunner, changedAt: Date): Promise<number> {
  return sql.run(SYNC_LIVE_PRODUCTS, [changedAt, changedAt]);
}

/** Whether the products module's live_products table is there (it is, once its migration has run). */
export async function hasLiveProducts(sql: SqlRunner): Promise<boolean> {
  try {
    await sql.rows(PROBE_LIVE_PRODUCTS, []);
    return true;
  } catch {
    return false;
  }
}
