import type { SqlRunner } from '../../common/sql/sql-runner';
import type { ImportLog } from '../../imports/import-log';
import { COUNT_CHANGING, NOT_FOUND_PROBLEMS } from '../sql/staged-match.sql';

/** The two ways a staged row names items: by id, or by part number (of its type when it gives one). */
export const KEY_KINDS = [true, false] as const;


/** "id '100234'" or "item number 'BOS-1' (kit)", for row messages. */
export function describeKey(row: Record<string, unknown>): string {
  const byId = row.by_id === true || row.by_id === 1;
  const typed = !byId && row.is_kit !== null && row.is_kit !== undefined;
  const type = typed ? (row.is_kit === true || row.is_kit === 1 ? ' (kit)' : ' (single)') : '';
  return `${byId ? 'id' : 'item number'} '${String(row.item_key)}'${type}`;
}

/** Stores every staged row that names no item at all as a problem of the import; returns how many there were. */
export async function storeNotFound(sql: SqlRunner, kinds: readonly boolean[], log: ImportLog, file: string): Promise<number> {
  let total = 0;
  for (const byId of kinds) total += await log.storeProblems(sql, NOT_FOUND_PROBLEMS, [file], byId);
  return total;
}

/** Staged rows that would change at least one item: rows, not items (a part number may name several). */
export async function countChangingRows(sql: SqlRunner, kinds: readonly boolean[], changes: string): Promise<number> {
  let total = 0;
  for (const byId of kinds) {
    const [changing] = await sql.rows(COUNT_CHANGING, [], { byId, changes });
    total += changing;
  }
  return total;
}
