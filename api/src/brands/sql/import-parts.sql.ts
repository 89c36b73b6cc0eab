/**
 * Set-based import of 100,000s of parts in one transaction: the rows are staged into a temporary
 * table, then the repeats, the counts and the write of all parts are one statement each, whatever
 * the file's size. INSERT … ON CONFLICT is the same text on SQLite and PostgreSQL.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';

/** The temporary table the file's rows are staged in, and its columns' types. */
export const STAGE = 'brand_import_rows';

export const STAGE_COLUMNS = {
  line: 'INTEGER NOT NULL',
  brand_id: 'INTEGER NOT NULL',
  part_number: 'VARCHAR(200) NOT NULL',
  part_type: 'VARCHAR(200)',
};

export const STAGE_INDEX = defineStatement<[]>({ sql: `CREATE INDEX ${STAGE}_key ON ${STAGE} (brand_id, part_number)` });

/** Staged rows that repeat a brand and part number of an earlier line. */
const REPEATS = `
  FROM ${STAGE} s JOIN (
    SELECT brand_id, part_number, MIN(line) AS first_line FROM ${STAGE}
    GROUP BY brand_id, part_number HAVING COUNT(*) > 1
  ) f ON f.brand_id = s.brand_id AND f.part_number = s.part_number
  WHERE s.line > f.first_line`;

export const REPEAT_COUNT = defineQuery<[], number>({ sql: `SELECT COUNT(*) AS total ${REPEATS}`, map: (row) => rawNumber(row.total) });

/** Bound with how many rows to report. */
export const REPEAT_ROWS = defineQuery<[limit: number], { line: number; part_number: string; first_line: number }>({
  sql: `SELECT s.line, s.part_number, f.first_line ${REPEATS} ORDER BY s.line LIMIT ?`,
  map: (row) => ({ line: rawNumber(row.line), part_number: String(row.part_number), first_line: rawNumber(row.first_line) }),
});

/** Every repeat as a problem of the import (imports/ImportLog), worded as repeatReason; binds the file name. */
export const REPEAT_PROBLEMS = defineStatement<[file: string]>({
  sql: `SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line, 'part_number' AS column_name, s.part_number AS value,
  'repeats part number ''' || s.part_number || ''' of the same brand from line ' || f.first_line || '; skipped' AS reason ${REPEATS}`,
});

/** Keeps each brand and part number's first line. */
export const DROP_REPEATS = defineStatement<[]>({
  sql: `DELETE FROM ${STAGE} WHERE line NOT IN (SELECT MIN(line) FROM ${STAGE} GROUP BY brand_id, part_number)`,
});

/** Parts and brands in the file, and how many of the parts are new; read before the parts are written. */
export const STAGE_COUNTS = defineQuery<[], { parts: number; brands: number; created: number }>({
  sql: `
  SELECT COUNT(*) AS parts, COUNT(DISTINCT s.brand_id) AS brands,
         SUM(CASE WHEN p.id IS NULL THEN 1 ELSE 0 END) AS created
  FROM ${STAGE} s LEFT JOIN parts p ON p.brand_id = s.brand_id AND p.part_number = s.part_number`,
  map: (row) => ({ parts: rawNumber(row.parts), brands: rawNumber(row.brands), created: rawNumber(row.created) }),
});

/**
 * Bound with created_at and updated_at. A part keeps its type when the file gives none, and its
 * updated_at when the type is unchanged. `WHERE true` is there because SQLite would otherwise read
 * ON CONFLICT as part of the SELECT.
 */
export const UPSERT_PARTS = defineStatement<[createdAt: Date, updatedAt: Date]>({
  sql: `
  INSERT INTO parts (brand_id, part_number, part_type, created_at, updated_at)
  SELECT brand_id, part_number, part_type, ?, ? FROM ${STAGE} WHERE true
  ON CONFLICT (brand_id, part_number) DO UPDATE
    SET part_type = excluded.part_type, updated_at = excluded.updated_at
    WHERE excluded.part_type IS NOT NULL AND (parts.part_type IS NULL OR parts.part_type <> excluded.part_type)`,
});
