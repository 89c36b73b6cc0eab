import { containsPattern, likeClause } from '../../common/sql/like-pattern';
import { rawNumber } from '../../common/sql/raw-values';
import type { SqlRunner } from '../../common/sql/sql-runner';
import { cleanTerm, ListFilter, ListSlice } from './list-index';

/**
 * The slice ListIndex.slice gives, read from the table instead: served while the index of a new
 * version is built, so the first page after an import that changed ids, part numbers, brands or
 * types answers at once instead of after the build (seconds at a million items). The first pages
 * walk the primary key; deep pages and filtered counts scan, which is acceptable for the seconds a
 * build takes. The unfiltered total is the stats aggregate, kept in the same transactions as the items.
 */
export async function sliceFromTable(sql: SqlRunner, filter: ListFilter, skip: number, limit: number): Promise<ListSlice> {
  const where: string[] = [];
  const params: unknown[] = [];
  const search = cleanTerm(filter.search);
  const brand = cleanTerm(filter.brand);
  if (filter.is_kit !== undefined) {
    where.push('is_kit = ?');
    params.push(filter.is_kit);
  }
  if (brand) {
    where.push(likeClause('brand'));
    params.push(containsPattern(brand));
  }
  if (search) {
    where.push(`(${likeClause('id')} OR ${likeClause('part_number')} OR ${likeClause('brand')})`);
    params.push(...Array(3).fill(containsPattern(search)));
  }
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await sql.all(`SELECT id FROM current_items ${condition} ORDER BY id LIMIT ? OFFSET ?`, [...params, limit, skip]);
  const [counted] = where.length
    ? await sql.all(`SELECT COUNT(*) AS n FROM current_items ${condition}`, params)
    : await sql.all('SELECT SUM(item_count) AS n FROM current_item_totals');
  return { ids: rows.map((row) => String(row.id)), total: rawNumber(counted?.n) };
}
