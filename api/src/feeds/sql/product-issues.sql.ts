/**
 * Diagnostics and the product feed check every product (a million live ones): read a batch at a time by
 * keyset with the brand joined, and the duplicated ids found once by the database, instead of hydrating
 * entities or comparing ids in memory.
 */

/** The google_ids used by more than one product of a list. */
export const duplicatedGoogleIds = (table: string) =>
  `SELECT google_id FROM ${table} WHERE google_id IS NOT NULL AND google_id <> '' GROUP BY google_id HAVING COUNT(*) > 1`;

/** The next batch of a list's products after an id, with the brand's name as `brand`. */
export const productBatch = (table: string) => `SELECT p.*, b.name AS brand FROM ${table} p JOIN brands b ON b.id = p.brand_id WHERE p.id > ? ORDER BY p.id LIMIT ?`;

export const TAXONOMY_REFERENCES = 'SELECT category_id, full_path FROM categories';
