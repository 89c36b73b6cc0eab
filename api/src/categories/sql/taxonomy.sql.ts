/**
 * A taxonomy upload replaces all of its ~5,600 categories in one transaction: one DELETE, then multi-row
 * INSERTs of a batch of categories each, rather than 5,600 entities created and flushed through the unit
 * of work. The in-memory index reads them back with one plain query, without hydrating entities. The same
 * text runs on SQLite and PostgreSQL.
 */
export const DELETE_ALL_CATEGORIES = 'DELETE FROM categories';

/** Binds category_id, name, full_path and path_search for each of `categories` rows. */
export const insertCategories = (categories: number) =>
  `INSERT INTO categories (category_id, name, full_path, path_search) VALUES ${Array.from({ length: categories }, () => '(?, ?, ?, ?)').join(', ')}`;

export const ALL_CATEGORIES = 'SELECT category_id, name, full_path FROM categories ORDER BY category_id';
