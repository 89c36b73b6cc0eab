/**
 * A taxonomy upload replaces all of its ~5,600 categories in one transaction: one DELETE, then multi-row
 * INSERTs of a batch of categories each, rather than 5,600 entities created and flushed through the unit
 * of work. The in-memory index reads them back with one plain query, without hydrating entities. The same
 * text runs on SQLite and PostgreSQL.
 */
import { defineQuery, defineStatement } from '../../common/sql/statement';
import type { CategoryView } from '../taxonomy/category-views';

export const DELETE_ALL_CATEGORIES = defineStatement<[]>({ sql: 'DELETE FROM categories' });

/** Binds category_id, name, full_path and path_search for each of `categories` rows. */
export const INSERT_CATEGORIES = defineStatement<unknown[], number>({
  sql: (categories) =>
    `INSERT INTO categories (category_id, name, full_path, path_search) VALUES ${Array.from({ length: categories }, () => '(?, ?, ?, ?)').join(', ')}`,
  review: [2],
});

export const ALL_CATEGORIES = defineQuery<[], CategoryView>({
  sql: 'SELECT category_id, name, full_path FROM categories ORDER BY category_id',
  map: (row) => ({ category_id: Number(row.category_id), name: row.name as string, full_path: row.full_path as string }),
});
