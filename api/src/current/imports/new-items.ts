import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_ITEMS_KEPT, COUNT_NEW_ITEMS, CREATE_ITEM_INDEX, DROP_ITEM_INDEX, ITEM_INDEXES } from '../sql/bulk-load.sql';
import { INSERT_NEW_ITEMS } from '../sql/items-import.sql';

/** Below this many new items the indexes are kept: inserts into indexes that fit in the cache cost less than building nine again. */
const BULK_LOAD_MIN = 1_000;

/**
 * Adds the staged ids that are not items yet; returns how many. On SQLite, when they outnumber the items
 * already there (a first import, a table refilled), the secondary indexes are dropped for the insert and
 * built again from their stored definitions, in the import's transaction: at a million new items that
 * halves the insert, and a failed import rolls the indexes back with everything else. Readers on other
 * connections keep the indexes of their snapshot until the commit.
 */
export async function insertNewItems(sql: SqlRunner, staged: number, changedAt: Date): Promise<number> {
  if (!(await outnumbersItems(sql, staged))) return sql.run(INSERT_NEW_ITEMS, [changedAt]);
  const indexes = await sql.rows(ITEM_INDEXES, []);
  for (const index of indexes) await sql.run(DROP_ITEM_INDEX, [], index.name);
  const inserted = await sql.run(INSERT_NEW_ITEMS, [changedAt]);
  for (const index of indexes) await sql.run(CREATE_ITEM_INDEX, [], index.definition);
  return inserted;
}

/** Whether the new ids are many and more than the items there; counted only when the staged rows could be. */
async function outnumbersItems(sql: SqlRunner, staged: number): Promise<boolean> {
  if (sql.postgres || staged < BULK_LOAD_MIN) return false;
  const items = (await sql.one(COUNT_ITEMS_KEPT, [])) ?? 0;
  if (staged <= items) return false;
  const added = (await sql.one(COUNT_NEW_ITEMS, [])) ?? 0;
  return added >= BULK_LOAD_MIN && added > items;
}
