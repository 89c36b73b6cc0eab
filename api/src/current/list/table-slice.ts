import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_ALL, COUNT_WHERE, listWhere, PAGE_OF_IDS } from '../sql/list.sql';
import { ListFilter, ListSlice } from './list-index';

/**
 * The slice ListIndex.slice gives, read from the table instead: served while the index of a new
 * version is built, so the first page after an import that changed ids, part numbers, brands or
 * types answers at once instead of after the build (seconds at a million items). The first pages
 * walk the primary key; deep pages and filtered counts scan, which is acceptable for the seconds a
 * build takes. The unfiltered total is the stats aggregate, kept in the same transactions as the items.
 */
export async function sliceFromTable(sql: SqlRunner, filter: ListFilter, skip: number, limit: number): Promise<ListSlice> {
  const { where, params } = listWhere(filter);
  const ids = await sql.rows(PAGE_OF_IDS, [...params, limit, skip], where);
  const total = where ? await sql.one(COUNT_WHERE, params, where) : await sql.one(COUNT_ALL, []);
  return { ids, total: total ?? 0 };
}
