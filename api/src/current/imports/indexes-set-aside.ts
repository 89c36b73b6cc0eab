import type { SqlRunner } from '../../common/sql/sql-runner';
import { CREATE_ITEM_INDEX, DROP_ITEM_INDEX, ItemIndex } from '../sql/bulk-load.sql';

/** Below this many rows written the indexes are kept: changes to indexes that fit in the cache cost less than building them again. */
export const BULK_LOAD_MIN = 1_000;

/**
 * SQLite: runs `work` with the indexes dropped, then builds them again from their stored definitions, in
 * the caller's transaction. Building an index sorts its entries once; writing a large share of a big table
 * under it moves entries at random places of the index, and SQLite reads and writes its pages again each
 * time its cache had to give them up. A failed import rolls the indexes back with everything else; readers
 * on other connections keep the indexes of their snapshot until the commit.
 */
export async function withIndexesSetAside<T>(sql: SqlRunner, indexes: readonly ItemIndex[], work: () => Promise<T>): Promise<T> {
  for (const index of indexes) await sql.run(DROP_ITEM_INDEX, [], index.name);
  const result = await work();
  for (const index of indexes) await sql.run(CREATE_ITEM_INDEX, [], index.definition);
  return result;
}
