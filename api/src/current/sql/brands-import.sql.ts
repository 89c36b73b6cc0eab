/**
 * A brands file assigns brands to up to millions of items by id or part number: one set-based UPDATE from
 * the keyed staged rows per way of naming items, on SQLite and PostgreSQL alike, rewriting only the items
 * whose brand changes, where an ORM would load and write each item.
 */
import { defineStatement } from '../../common/sql/statement';
import { SORTED } from './import-stage.sql';
import { namesItem } from './staged-match.sql';

/** True when the staged row `s` gives the item another brand. */
export const BRAND_CHANGES = 'current_items.brand IS DISTINCT FROM s.brand';

/** The items the staged rows of one way of naming items give another brand take it; binds the change time. */
export const ASSIGN_BRANDS = defineStatement<[changedAt: Date], boolean>({
  sql: (byId) => `UPDATE current_items SET brand = s.brand, updated_at = ? FROM ${SORTED} s
           WHERE ${namesItem(byId, 'current_items')} AND ${BRAND_CHANGES}`,
  review: [true, false],
});
