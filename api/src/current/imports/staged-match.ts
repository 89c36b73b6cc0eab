import { rawNumber } from '../../common/sql/raw-values';
import type { SqlRunner } from '../../common/sql/sql-runner';
import type { ImportLog } from '../../imports/import-log';
import { countChanging, countUnmatched, notFoundProblems } from '../sql/staged-match.sql';

/** The two ways a staged row names items: by id, or by part number (of its type when it gives one). */
export const KEY_KINDS = [true, false] as const;

/** Staged rows that name no item at all. */
export async function countNotFound(sql: SqlRunner, kinds: readonly boolean[]): Promise<number> {
  let total = 0;
  for (const byId of kinds) {
    const [row] = await sql.all(countUnmatched(byId));
    total += rawNumber(row.n);
  }
  return total;
}

/** "id '100234'" or "item number 'BOS-1' (kit)", for row messages. */
export function describeKey(row: Record<string, unknown>): string {
  const byId = row.by_id === true || row.by_id === 1;
  const typed = !byId && row.is_kit !== null && row.is_kit !== undefined;
  const type = typed ? (row.is_kit === true || row.is_kit === 1 ? ' (kit)' : ' (single)') : '';
  return `${byId ? 'id' : 'item number'} '${String(row.item_key)}'${type}`;
}

/** Stores every staged row that names no item as a problem of the import. */
export async function storeNotFound(sql: SqlRunner, kinds: readonly boolean[], log: ImportLog, file: string): Promise<void> {
  for (const byId of kinds) await log.storeProblems(sql, notFoundProblems(byId), [file]);
}

/** Staged rows that would change at least one item: rows, not items (a part number may name several). */
export async function countChangingRows(sql: SqlRunner, kinds: readonly boolean[], changes: string): Promise<number> {
  let total = 0;
  for (const byId of kinds) {
    const [row] = await sql.all(countChanging(byId, changes));
    total += rawNumber(row.n);
  }
  return total;
}
