import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export const NATIVE_PRICE = {
  columns: 'item_number TEXT, price REAL',
  update: 'UPDATE current_items SET price = staged.price, updated_at = :now FROM staged WHERE current_items.part_number = staged.item_number',
};

export const NATIVE_AVAILABILITY = {
  columns: 'item_number TEXT, stock_status TEXT',
  update: 'UPDATE current_items SET availability = staged.stock_status, updated_at = :now FROM staged WHERE current_items.part_number = staged.item_number',
};

/**
 * The native path the issue measures against, on a copy of the database in the same state:
 * the sqlite3 command-line `.import` of the same file into a temporary table, then one
 * UPDATE … FROM join (in file order). Returns its time in ms.
 */
export function nativeImport(database: string, file: string, path: typeof NATIVE_PRICE): number {
  const script = [
    `CREATE TEMP TABLE staged (${path.columns});`,
    `.import --csv --skip 1 ${file} staged`,
    `${path.update.replace(':now', String(Date.now()))};`,
  ].join('\n');
  const start = performance.now();
  execFileSync('sqlite3', [database], { input: script });
  return performance.now() - start;
}
