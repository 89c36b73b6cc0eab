/**
 * The problems of an import can be a million rows: they are inserted set-based from the importing
 * module's own SELECT (a million not-found rows are one INSERT … SELECT from its staging table, not a
 * million ORM entities) or many rows per statement, and read back in keyset batches for a streamed
 * CSV; the same text runs on SQLite and PostgreSQL.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';

const COLUMNS = 'import_id, file, line, column_name, value, reason';

/**
 * Wraps an importing module's SELECT of (file, line, column_name, value, reason), its text the shape,
 * into the problems of an import; binds the import id before the SELECT's own bindings.
 */
export const INSERT_PROBLEMS_FROM = defineStatement<[importId: number, ...selectParams: unknown[]], string>({
  sql: (select) => `INSERT INTO import_problems (${COLUMNS})
       SELECT CAST(? AS INTEGER), p.file, p.line, p.column_name, p.value, p.reason FROM (${select}) p`,
  review: ["SELECT file, line, column_name, value, reason FROM <the importing module's problems>"],
});

/** `count` problems given as values; binds import_id, file, line, column_name, value, reason for each. */
export const INSERT_PROBLEMS = defineStatement<unknown[], number>({
  sql: (count) => `INSERT INTO import_problems (${COLUMNS}) VALUES ${Array(count).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`,
  review: [2],
});

export interface ProblemRow {
  id: number;
  file: string | null;
  line: number | null;
  column_name: string | null;
  value: string | null;
  reason: string;
}

export const PROBLEMS_AFTER = defineQuery<[importId: number, afterId: number, limit: number], ProblemRow>({
  sql: `SELECT id, file, line, column_name, value, reason FROM import_problems
       WHERE import_id = ? AND id > ? ORDER BY id LIMIT ?`,
  map: (row) => ({
    id: rawNumber(row.id),
    file: row.file as string | null,
    line: row.line === null ? null : rawNumber(row.line),
    column_name: row.column_name as string | null,
    value: row.value as string | null,
    reason: row.reason as string,
  }),
});
