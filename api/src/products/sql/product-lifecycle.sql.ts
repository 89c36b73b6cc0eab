/**
 * Unpublish, delete and bulk publish work on the tables the lists read without entities (drafts and live
 * products have none): single-row DELETEs by id, and the reads of a bulk publish, which checks drafts a
 * batch at a time by id; the same text on SQLite and PostgreSQL.
 */
import { inList } from '../../common/sql/placeholders';

export const DELETE_LIVE = 'DELETE FROM live_products WHERE id = ?';

export const DELETE_DRAFT = 'DELETE FROM draft_products WHERE id = ?';

export const DRAFT_EXISTS = 'SELECT id FROM draft_products WHERE id = ?';

/** What the product rules read of `count` bound drafts, with the brand name. */
export const draftsForRules = (count: number) =>
  `SELECT p.id, p.part_number, p.title, p.description, p.link, p.image_link, p.additional_image_link, p.price, p.sale_price,
          p.sale_price_effective_date, p.availability, p.condition, p.gtin, p.mpn, p.google_product_category, b.name AS brand
     FROM draft_products p JOIN brands b ON b.id = p.brand_id WHERE p.id ${inList(count)} ORDER BY p.id`;

/** A brand's (first binding) draft ids after an id (second), in id order, at most the third binding. */
export const BRAND_DRAFT_IDS_AFTER = 'SELECT id FROM draft_products WHERE brand_id = ? AND id > ? ORDER BY id LIMIT ?';
