import { rawBoolean, rawDate } from '../common/sql/raw-values';
import { PRODUCT_TEXT_FIELDS } from './product-fields';
import { draftId, liveId } from './product-ids';
import type { ProductDetailView, ProductListItemView } from './product-views';

export type ProductKind = 'draft' | 'live';

/** A list's table and the column it is shown newest first by (then by id, newest first too). */
export interface ListOrder {
  table: string;
  column: string;
}

export const LIST_ORDERS: Record<ProductKind, ListOrder> = {
  draft: { table: 'draft_products', column: 'created_at' },
  live: { table: 'live_products', column: 'published_at' },
};
type Row = Record<string, unknown>;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const nullableDate = (value: unknown) => (value === null || value === undefined ? null : rawDate(value));

/** A raw list row (SQLite or PostgreSQL) as the API shows it. */
export function toListItem(kind: ProductKind, row: Row): ProductListItemView {
  const id = Number(row.id);
  return {
    id,
    ...(kind === 'draft' ? draftIds(id, row.live_product_id) : { live_id: liveId(id) }),
    part_number: String(row.part_number),
    title: String(row.title),
    brand_id: Number(row.brand_id),
    brand: String(row.brand),
    price: Number(row.price),
    is_kit: rawBoolean(row.is_kit),
    is_live: kind === 'live' ? rawBoolean(row.is_live) : row.live_product_id != null,
    created_at: rawDate(row.created_at),
    ...(kind === 'live' ? { published_at: nullableDate(row.published_at) } : {}),
  };
}

export function toDetail(kind: ProductKind, row: Row): ProductDetailView {
  const text = Object.fromEntries(
    PRODUCT_TEXT_FIELDS.map((field) => [field, row[field] === null || row[field] === undefined ? null : String(row[field])]),
  ) as Pick<ProductDetailView, (typeof PRODUCT_TEXT_FIELDS)[number]>;
  return {
    ...toListItem(kind, row),
    ...text,
    title: String(row.title),
    description: String(row.description),
    link: String(row.link),
    image_link: String(row.image_link),
    sale_price: nullableNumber(row.sale_price),
    published_at: nullableDate(row.published_at),
    updated_at: rawDate(row.updated_at),
  };
}

/** A draft's own display id, and its live copy's (null while it is not published). */
function draftIds(id: number, liveProductId: unknown) {
  const live = liveProductId === null || liveProductId === undefined ? null : Number(liveProductId);
  return { draft_id: draftId(id), live_id: live === null ? null : liveId(live), live_product_id: live };
}
