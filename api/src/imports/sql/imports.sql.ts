/**
 * The problems of an import can be a million rows: they are inserted set-based from the importing
 * module's own SELECT (a million not-found rows are one INSERT … SELECT from its staging table, not a
 * million ORM entities) or many rows per statement, and read back in keyset batches for a streamed
 * CSV; the same text runs on SQLite and PostgreSQL.
 */

const COLUMNS = 'import_id, file, line, column_name, value, reason';

/**
 * Wraps an importing module's SELECT of (file, line, column_name, value, reason) into the problems of
 * an import; binds the import id before the SELECT's own bindings.
 */
export const insertProblemsFrom = (select: string) => `INSERT INTO import_problems (${COLUMNS})
       SELECT CAST(? AS INTEGER), p.file, p.line, p.column_name, p.value, p.reason FROM (${select}) p`;

/** `count` problems given as values; binds import_id, file, line, column_name, value, reason for each. */
export const insertProblems = (count: number) =>
  `INSERT INTO import_problems (${COLUMNS}) VALUES ${Array(count).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`;

/** Binds the import id, the last problem id read and the batch size. */
export const PROBLEMS_AFTER = `SELECT id, file, line, column_name, value, reason FROM import_problems
       WHERE import_id = ? AND id > ? ORDER BY id LIMIT ?`;
