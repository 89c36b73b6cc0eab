/**
 * An import that changes up to millions of current items passes their new price and availability on to the
 * live products (products module) in the same transaction: one set-based UPDATE … FROM on SQLite and
 * PostgreSQL alike, across two modules' tables, neither of which has an ORM entity.
 */
import { defineQuery, defineStatement } from '../../common/sql/statement';

/** The live products whose part number and type match an item changed at the change time take its values; binds that time twice. */
export const SYNC_LIVE_PRODUCTS = defineStatement<[changedAt: Date, sameChangedAt: Date]>({
  sql: `UPDATE live_products SET
       price = COALESCE(c.price, live_products.price),
       availability = c.availability,
       updated_at = ?
     FROM current_items c
     WHERE c.part_number = live_products.part_number AND c.is_kit = live_products.is_kit AND c.updated_at = ?
       AND (live_products.price <> COALESCE(c.price, live_products.price)
         OR live_products.availability IS DISTINCT FROM c.availability)`,
});

/** Fails when the live_products table is not there (before the products module's migration). */
export const PROBE_LIVE_PRODUCTS = defineQuery<[], true>({ sql: 'SELECT 1 FROM live_products WHERE 1 = 0', map: () => true });
