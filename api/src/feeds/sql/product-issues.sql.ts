/**
 * Diagnostics and the product feed check every product (a million live ones): read a batch at a time by
 * keyset with the brand joined, and the duplicated ids found once by the database, instead of hydrating
 * entities or comparing ids in memory.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';

/** A product's row as stored, with its brand's name as `brand`: what the feed rules and Google's rules read. */
export type ProductRecord = Record<string, unknown>;

const TABLES = ['draft_products', 'live_products'];

/** The google_ids used by more than one product of a list. */
export const DUPLICATED_GOOGLE_IDS = defineQuery<[], string, string>({
  sql: (table) => `SELECT google_id FROM ${table} WHERE google_id IS NOT NULL AND google_id <> '' GROUP BY google_id HAVING COUNT(*) > 1`,
  map: (row) => row.google_id as string,
  review: TABLES,
});

/** The next batch of a list's products after an id, with the brand's name as `brand`. */
export const PRODUCT_BATCH = defineQuery<[afterId: number, limit: number], ProductRecord, string>({
  sql: (table) => `SELECT p.*, b.name AS brand FROM ${table} p JOIN brands b ON b.id = p.brand_id WHERE p.id > ? ORDER BY p.id LIMIT ?`,
  map: (row) => row,
  review: TABLES,
});

export const TAXONOMY_REFERENCES = defineQuery<[], { category_id: number; full_path: string }>({
  sql: 'SELECT category_id, full_path FROM categories',
  map: (row) => ({ category_id: rawNumber(row.category_id), full_path: row.full_path as string }),
});
