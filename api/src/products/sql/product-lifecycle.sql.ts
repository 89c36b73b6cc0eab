/**
 * Unpublish, delete and bulk publish work on the tables the lists read without entities (drafts and live
 * products have none): single-row DELETEs by id, and the reads of a bulk publish, which checks drafts a
 * batch at a time by id; the same text on SQLite and PostgreSQL.
 */
import { inList } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement, type SqlRow } from '../../common/sql/statement';
import type { ProductForRules } from '../../feeds/rules/product-rules';

export const DELETE_LIVE = defineStatement<[id: number]>({ sql: 'DELETE FROM live_products WHERE id = ?' });

export const DELETE_DRAFT = defineStatement<[id: number]>({ sql: 'DELETE FROM draft_products WHERE id = ?' });

const id = (row: SqlRow) => rawNumber(row.id);

export const DRAFT_EXISTS = defineQuery<[id: number], number>({ sql: 'SELECT id FROM draft_products WHERE id = ?', map: id });

/** A draft as the product rules read it, with its id and part number for a refusal. */
export interface DraftForRules {
  id: number;
  part_number: string;
  product: ProductForRules;
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** What the product rules read of `count` bound drafts, with the brand name. */
export const DRAFTS_FOR_RULES = defineQuery<number[], DraftForRules, number>({
  sql: (count) => `SELECT p.id, p.part_number, p.title, p.description, p.link, p.image_link, p.additional_image_link, p.price, p.sale_price,
          p.sale_price_effective_date, p.availability, p.condition, p.gtin, p.mpn, p.google_product_category, b.name AS brand
     FROM draft_products p JOIN brands b ON b.id = p.brand_id WHERE p.id ${inList(count)} ORDER BY p.id`,
  map: (row) => ({
    id: rawNumber(row.id),
    part_number: String(row.part_number),
    product: {
      title: text(row.title),
      description: text(row.description),
      link: text(row.link),
      image_link: text(row.image_link),
      additional_image_link: text(row.additional_image_link),
      price: number(row.price),
      sale_price: number(row.sale_price),
      sale_price_effective_date: text(row.sale_price_effective_date),
      availability: text(row.availability),
      condition: text(row.condition),
      gtin: text(row.gtin),
      mpn: text(row.mpn),
      brand: text(row.brand),
      google_product_category: text(row.google_product_category),
    },
  }),
  review: [2],
});

/** A brand's draft ids after an id, in id order, at most the limit. */
export const BRAND_DRAFT_IDS_AFTER = defineQuery<[brandId: number, afterId: number, limit: number], number>({
  sql: 'SELECT id FROM draft_products WHERE brand_id = ? AND id > ? ORDER BY id LIMIT ?',
  map: id,
});
