import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** A native path: the staged table's columns (and options after them), and the UPDATE that applies it. */
export interface NativePath {
  columns: string;
  table?: string;
  update: string;
}

export const NATIVE_PRICE: NativePath = {
  columns: 'item_number TEXT, price REAL',
  update: 'UPDATE current_items SET price = staged.price, updated_at = :now FROM staged WHERE current_items.part_number = staged.item_number',
};

/**
 * The keyed floor: the same, staged into a table keyed by the part number (issue 31, point 2), which the
 * UPDATE … FROM then walks in key order, probing the items' (part_number, is_kit) index in that order too.
 */
export const NATIVE_PRICE_KEYED: NativePath = { ...NATIVE_PRICE, columns: 'item_number TEXT PRIMARY KEY, price REAL', table: ' WITHOUT ROWID' };

export const NATIVE_AVAILABILITY: NativePath = {
  columns: 'item_number TEXT, stock_status TEXT',
  update: 'UPDATE current_items SET availability = staged.stock_status, updated_at = :now FROM staged WHERE current_items.part_number = staged.item_number',
};

export const NATIVE_AVAILABILITY_KEYED: NativePath = { ...NATIVE_AVAILABILITY, columns: 'item_number TEXT PRIMARY KEY, stock_status TEXT', table: ' WITHOUT ROWID' };

/**
 * The native path the issue measures against, on a copy of the database in the same state:
 * the sqlite3 command-line `.import` of the same file into a temporary table, then one
 * UPDATE … FROM join (in file order). Returns its time in ms.
 */
export function nativeImport(database: string, file: string, path: NativePath): number {
  const script = [
    `CREATE TEMP TABLE staged (${path.columns})${path.table ?? ''};`,
    `.import --csv --skip 1 ${file} staged`,
    `${path.update.replace(':now', String(Date.now()))};`,
  ].join('\n');
  const start = performance.now();
  execFileSync('sqlite3', [database], { input: script });
  return performance.now() - start;
}

/** The item import's columns as sqlite3's `.import` stages them (the bench's items file: id, part number, price, availability). */
const NATIVE_ITEM_COLUMNS = 'id TEXT, item_number TEXT, price REAL, stock_status TEXT';
const ITEM_VALUES = `SELECT id, item_number, NULL, FALSE, COALESCE(NULLIF(stock_status, ''), 'in stock'), price, :now FROM staged`;

/** A fresh import adds every row as a new item; a re-import updates the items the ids name (an upsert). */
export type ItemImportMode = 'fresh' | 're-import';

/**
 * The item import's native floor the issue measures against, on a copy of the database in the same state:
 * sqlite3's `.import` of the file into a temporary table, then one INSERT … SELECT into current_items with
 * all its indexes (an upsert on the id for a re-import). Returns its time in ms.
 */
export function nativeItemImport(database: string, file: string, mode: ItemImportMode): number {
  const upsert =
    ' WHERE TRUE ON CONFLICT (id) DO UPDATE SET part_number = excluded.part_number, is_kit = excluded.is_kit,' +
    ' availability = excluded.availability, price = excluded.price, updated_at = excluded.updated_at';
  const script = [
    `CREATE TEMP TABLE staged (${NATIVE_ITEM_COLUMNS});`,
    `.import --csv --skip 1 ${file} staged`,
    `INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) ${ITEM_VALUES.replace(':now', String(Date.now()))}${mode === 'fresh' ? '' : upsert};`,
  ].join('\n');
  const start = performance.now();
  execFileSync('sqlite3', [database], { input: script });
  return performance.now() - start;
}
