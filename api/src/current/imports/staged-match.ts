import { rawNumber } from '../../common/sql/raw-values';
import type { SqlRunner } from '../../common/sql/sql-runner';
import { SORTED } from './import-stage';

/** The two ways a staged row names items: by id, or by part number (of its type when it gives one). */
export const KEY_KINDS = [true, false] as const;

/** SQL condition: staged row `s` (the first of its key) names item `item`. */
export function namesItem(byId: boolean, item: string): string {
  const key = byId ? `${item}.id = s.item_key` : `${item}.part_number = s.item_key`;
  return `s.by_id = ${byId ? 'TRUE' : 'FALSE'} AND ${key} AND (s.is_kit IS NULL OR ${item}.is_kit = s.is_kit)`;
}

/** Staged rows that name no item at all. */
export async function countNotFound(sql: SqlRunner, kinds: readonly boolean[]): Promise<number> {
  let total = 0;
  for (const byId of kinds) {
    const [row] = await sql.all(
      `SELECT COUNT(*) AS n FROM ${SORTED} s
       WHERE s.by_id = ${byId ? 'TRUE' : 'FALSE'}
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE ${namesItem(byId, 'c')})`,
    );
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
