/**
 * A list page's rows are read by the ids its plan already found (list-pages, product-search), with only the
 * columns a row shows and its brand and live state joined in the same statement: one indexed query per page,
 * no entities hydrated. The details dialog reads the same joined row; product-rows.ts maps both from either
 * database's raw values.
 */
import { inList } from '../../common/sql/placeholders';
import { defineQuery } from '../../common/sql/statement';
import { type ProductKind, toDetail, toListItem } from '../product-rows';
import type { ProductDetailView, ProductListItemView } from '../product-views';

/** A product `p` with its brand `b` and, for a draft, its live copy `l`. */
const FROM: Record<ProductKind, string> = {
  draft: 'draft_products p JOIN brands b ON b.id = p.brand_id LEFT JOIN live_products l ON l.draft_product_id = p.id',
  live: 'live_products p JOIN brands b ON b.id = p.brand_id',
};

/** Columns a list row needs (toListItem). */
const LIST_COLUMNS = 'p.id, p.part_number, p.title, p.price, p.is_kit, p.created_at, p.brand_id, b.name AS brand';

/** Whether a row is live: a draft's live copy (and, in the details, when it was published), a live row's own flag. */
const LIVE_STATE: Record<ProductKind, { list: string; detail: string }> = {
  draft: { list: 'l.id AS live_product_id', detail: 'l.id AS live_product_id, l.published_at' },
  live: { list: 'p.is_live, p.published_at', detail: 'p.is_live, p.published_at' },
};

const listRows = (kind: ProductKind) =>
  defineQuery<number[], ProductListItemView, number>({
    sql: (count) => `SELECT ${LIST_COLUMNS}, ${LIVE_STATE[kind].list} FROM ${FROM[kind]} WHERE p.id ${inList(count)}`,
    map: (row) => toListItem(kind, row),
    review: [2],
  });

/** The list rows of `count` bound ids, in no particular order, per list. */
export const LIST_ROWS = { draft: listRows('draft'), live: listRows('live') };

const detailRow = (kind: ProductKind) =>
  defineQuery<[id: number], ProductDetailView>({
    sql: `SELECT p.*, b.name AS brand, ${LIVE_STATE[kind].detail} FROM ${FROM[kind]} WHERE p.id = ?`,
    map: (row) => toDetail(kind, row),
  });

/** Every field of the product with the bound id, per list. */
export const DETAIL_ROW = { draft: detailRow('draft'), live: detailRow('live') };
