/**
 * The stats aggregates of current items are rebuilt set-based inside each import transaction (one GROUP BY
 * over an index, about 0.6 s at a million rows) and moved by one item on an edit with upserts that add in
 * the statement itself (ON CONFLICT … DO UPDATE), not a read then a write; the tables have no ORM entity.
 */
import { defineStatement } from '../../common/sql/statement';

export const CLEAR_TOTALS = defineStatement<[]>({ sql: 'DELETE FROM current_item_totals' });

export const COUNT_TOTALS = defineStatement<[]>({
  sql: `
    INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents)
    SELECT is_kit, availability, COUNT(*), COUNT(price), COALESCE(SUM(CAST(ROUND(price * 100) AS BIGINT)), 0)
    FROM current_items GROUP BY is_kit, availability`,
});

export const CLEAR_BRAND_COUNTS = defineStatement<[]>({ sql: 'DELETE FROM current_item_brand_counts' });

export const COUNT_BRANDS = defineStatement<[]>({
  sql: `
    INSERT INTO current_item_brand_counts (brand, item_count)
    SELECT brand, COUNT(*) FROM current_items WHERE brand IS NOT NULL GROUP BY brand`,
});

/** Adds to the totals of (is_kit, availability), both bound, the bound item count, priced count and cents. */
export const ADD_TO_TOTALS = defineStatement<[isKit: boolean, availability: string, items: number, priced: number, cents: number]>({
  sql: `INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (is_kit, availability) DO UPDATE SET
       item_count = current_item_totals.item_count + excluded.item_count,
       priced_count = current_item_totals.priced_count + excluded.priced_count,
       price_cents = current_item_totals.price_cents + excluded.price_cents`,
});

/** Adds the bound count to the bound brand's. */
export const ADD_TO_BRAND_COUNT = defineStatement<[brand: string, items: number]>({
  sql: `INSERT INTO current_item_brand_counts (brand, item_count) VALUES (?, ?)
     ON CONFLICT (brand) DO UPDATE SET item_count = current_item_brand_counts.item_count + excluded.item_count`,
});

/** Forgets the bound brand once no item has it. */
export const DROP_EMPTY_BRAND_COUNT = defineStatement<[brand: string]>({ sql: 'DELETE FROM current_item_brand_counts WHERE brand = ? AND item_count <= 0' });
