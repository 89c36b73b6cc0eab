import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_ITEMS_KEPT, COUNT_NEW_ITEMS, ITEM_INDEXES } from '../sql/bulk-load.sql';
import { INSERT_NEW_ITEMS } from '../sql/items-import.sql';
import { BULK_LOAD_MIN, withIndexesSetAside } from './indexes-set-aside';

/**
 * Adds the staged ids that are not items yet; returns how many. On SQLite, when they outnumber the items
 * already there (a first import, a table refilled), the secondary indexes are dropped for the insert and
 * built again from their stored definitions, in the import's transaction: at a million new items that
 * halves the insert, and a failed import rolls the indexes back with everything else. Readers on other
 * connections keep the indexes of their snapshot until the commit.
 */
export async function insertNewItems(sql: SqlRunner, staged: number, changedAt: Date): Promise<number> {
  if (!(await outnumbersItems(sql, staged))) return sql.run(INSERT_NEW_ITEMS, [changedAt]);
  return withIndexesSetAside(sql, await sql.rows(ITEM_INDEXES, []), () => sql.run(INSERT_NEW_ITEMS, [changedAt]));
}

/** Whether the new ids are many and more than the items there; counted only when the staged rows could be. */
async function outnumbersItems(sql: SqlRunner, staged: number): Promise<boolean> {
  if (sql.postgres || staged < BULK_LOAD_MIN) return false;
  const items = (await sql.one(COUNT_ITEMS_KEPT, [])) ?? 0;
  if (staged <= items) return false;
  const added = (await sql.one(COUNT_NEW_ITEMS, [])) ?? 0;
  return added >= BULK_LOAD_MIN && added > items;
}
