import type { SqlRunner } from '../../common/sql/sql-runner';

/**
 * Live products carry their own price and availability (products module). When an import
 * changes a current item, the live products with the same part number and type take its
 * new values in the same transaction; how many changed is the result's urls_synchronized.
 * The join runs from live_products into the (part_number, is_kit) index of current_items,
 * so it costs one index probe per live product, not a pass over the items.
 */
export async function syncLiveProducts(sql: SqlRunner, changedAt: Date): Promise<number> {
  return sql.run(
    `UPDATE live_products SET
       price = COALESCE(c.price, live_products.price),
       availability = c.availability,
       updated_at = ?
     FROM current_items c
     WHERE c.part_number = live_products.part_number AND c.is_kit = live_products.is_kit AND c.updated_at = ?
       AND (live_products.price <> COALESCE(c.price, live_products.price)
         OR live_products.availability IS DISTINCT FROM c.availability)`,
    [changedAt, changedAt],
  );
}

/** Whether the products module's live_products table is there (it is, once its migration has run). */
export async function hasLiveProducts(sql: SqlRunner): Promise<boolean> {
  try {
    await sql.all('SELECT 1 FROM live_products WHERE 1 = 0');
    return true;
  } catch {
    return false;
  }
}
