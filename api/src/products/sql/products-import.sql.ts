/**
 * An import of up to a million rows is a few set-based statements whatever its size: the rows are staged as
 * they are read (common/sql StagingTable), then the last row of each part number is merged into draft_products
 * with one INSERT … SELECT … ON CONFLICT (brand_id, part_number) DO UPDATE, and duplicates are counted over the
 * staged set. The ORM would load and flush an entity per row; these run as written on SQLite and PostgreSQL.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement, type SqlRow } from '../../common/sql/statement';
import { PRODUCT_STORED_COLUMNS } from '../product-fields';

const COLUMNS = PRODUCT_STORED_COLUMNS;

export const STAGE = 'product_import_stage';
/** The staged rows' order across all files: a later row of a part number replaces an earlier one. */
export const SEQ = 'seq';
const TYPES: Partial<Record<(typeof COLUMNS)[number], string>> = {
  price: 'NUMERIC(12, 2)',
  sale_price: 'NUMERIC(12, 2)',
  is_kit: 'BOOLEAN',
};
/** The staging table's columns and their types: SEQ, the row's file and line, then every stored product column. */
export const STAGE_COLUMNS: Record<string, string> = {
  [SEQ]: 'INTEGER NOT NULL',
  file: 'VARCHAR(255) NOT NULL',
  line: 'INTEGER NOT NULL',
  ...Object.fromEntries(COLUMNS.map((c) => [c, TYPES[c] ?? 'TEXT'])),
};

export const BRAND_EXISTS = defineQuery<[brandId: number], true>({ sql: 'SELECT 1 FROM brands WHERE id = ?', map: () => true });

const n = (row: SqlRow) => rawNumber(row?.n);

/** Each staged part number with its first and last row. */
const LATEST = `(SELECT part_number, MIN(${SEQ}) AS first_seq, MAX(${SEQ}) AS last_seq FROM ${STAGE} GROUP BY part_number)`;

export const COUNT_STAGED = defineQuery<[], number>({ sql: `SELECT COUNT(DISTINCT part_number) AS n FROM ${STAGE}`, map: n });

/** Staged part numbers whose last row the brand's (binding) draft already holds, every column alike. */
export const COUNT_UNCHANGED = defineQuery<[brandId: number], number>({
  sql: `SELECT COUNT(*) AS n FROM ${LATEST} k JOIN ${STAGE} s ON s.${SEQ} = k.last_seq
       JOIN draft_products d ON d.brand_id = ? AND d.part_number = k.part_number
       WHERE ${COLUMNS.map((c) => `d.${c} IS NOT DISTINCT FROM s.${c}`).join(' AND ')}`,
  map: n,
});

/**
 * The rows a later row of the same part number replaced, as problems of the import (imports/ImportLog):
 * counted as refused, since only the last one is saved.
 */
export const REPLACED_PROBLEMS = defineStatement<[]>({
  sql: `SELECT s.file AS file, s.line AS line, 'part_number' AS column_name, s.part_number AS value,
       'part number given again on line ' || l.line || ' of ' || l.file || ', which is the one saved' AS reason
       FROM ${STAGE} s JOIN ${LATEST} k ON k.part_number = s.part_number JOIN ${STAGE} l ON l.${SEQ} = k.last_seq
       WHERE s.${SEQ} <> k.last_seq`,
});

/** Staged part numbers the brand (binding) already has. */
export const COUNT_EXISTING = defineQuery<[brandId: number], number>({
  sql: `SELECT COUNT(*) AS n FROM ${LATEST} k JOIN draft_products d ON d.brand_id = ? AND d.part_number = k.part_number`,
  map: n,
});

/**
 * The last row of each part number into the brand's drafts, in the order the part numbers first appear
 * (bindings: brand id, created_at, updated_at). `WHERE true` lets SQLite tell the ON CONFLICT clause
 * from a join constraint of the SELECT.
 */
export const MERGE_STAGED = defineStatement<[brandId: number, createdAt: Date, updatedAt: Date]>({
  sql: `INSERT INTO draft_products (brand_id, ${COLUMNS.join(', ')}, created_at, updated_at)
       SELECT ?, ${COLUMNS.map((c) => `s.${c}`).join(', ')}, ?, ? FROM ${STAGE} s JOIN ${LATEST} k ON s.${SEQ} = k.last_seq WHERE true
       ORDER BY k.first_seq
       ON CONFLICT (brand_id, part_number) DO UPDATE SET
         ${[...COLUMNS.slice(1), 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
});
