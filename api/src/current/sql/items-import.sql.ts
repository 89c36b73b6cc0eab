/**
 * An items file of a million rows updates the items it names and adds the others in two set-based
 * statements from the keyed staged rows, on both SQLite and PostgreSQL, where an ORM would write row by row.
 * On PostgreSQL the whole import measured about as fast as psql's own COPY + INSERT … ON CONFLICT of the
 * same file (docs/performance.md).
 */
import { byDialect, defineStatement } from '../../common/sql/statement';
import { SORTED } from './import-stage.sql';

/**
 * The items the file names by id take its part number, type, and price and availability unless blank;
 * binds the change time. Items already holding those values are left alone (counted as unchanged).
 */
export const UPDATE_IMPORTED_ITEMS = defineStatement<[changedAt: Date]>({
  sql: `UPDATE current_items SET part_number = s.part_number, is_kit = s.is_kit,
           price = COALESCE(s.price, current_items.price),
           availability = COALESCE(s.availability, current_items.availability), updated_at = ?
         FROM ${SORTED} s WHERE current_items.id = s.item_key
           AND (current_items.part_number IS DISTINCT FROM s.part_number OR current_items.is_kit IS DISTINCT FROM s.is_kit
             OR current_items.price IS DISTINCT FROM COALESCE(s.price, current_items.price)
             OR current_items.availability IS DISTINCT FROM COALESCE(s.availability, current_items.availability))`,
});

const NEW_ITEMS = `INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
         SELECT s.item_key, s.part_number, NULL, s.is_kit, COALESCE(s.availability, 'in stock'), s.price, CAST(? AS TIMESTAMPTZ)
         FROM ${SORTED} s`;

/**
 * The ids not there yet become items ('in stock' when the file leaves availability blank); binds the change time.
 * PostgreSQL skips the known ids by ON CONFLICT, with no join: once VACUUM or ANALYZE has seen current_items
 * empty, the planner took it for empty at the first import and probed NOT EXISTS by a nested loop over the
 * table the statement was filling, quadratic in the file (200,000 new items took 365 s instead of 20 s).
 */
export const INSERT_NEW_ITEMS = defineStatement<[changedAt: Date]>({
  sql: byDialect({
    sqlite: `${NEW_ITEMS}
         WHERE NOT EXISTS (SELECT 1 FROM current_items c WHERE c.id = s.item_key)`,
    postgresql: `${NEW_ITEMS}
         ON CONFLICT (id) DO NOTHING`,
  }),
});
