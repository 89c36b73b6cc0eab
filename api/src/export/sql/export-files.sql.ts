/**
 * Finished export files are kept in the database in 4 MiB chunks so any process serves them: written and
 * read one chunk at a time by plain statements, as an entity would load the whole file into memory.
 */
import { inList } from '../../common/sql/placeholders';
import { defineQuery, defineStatement } from '../../common/sql/statement';

export const STORE_CHUNK = defineStatement<[jobId: string, chunk: number, data: Buffer]>({
  sql: 'INSERT INTO export_files (job_id, chunk, data) VALUES (?, ?, ?)',
});

export const HAS_FILE = defineQuery<[jobId: string], true>({ sql: 'SELECT 1 FROM export_files WHERE job_id = ? LIMIT 1', map: () => true });

export const READ_CHUNK = defineQuery<[jobId: string, chunk: number], Buffer>({
  sql: 'SELECT data FROM export_files WHERE job_id = ? AND chunk = ?',
  map: (row) => row.data as Buffer,
});

/** Bound with `jobs` job ids. */
export const REMOVE_FILES_OF = defineStatement<string[], number>({
  sql: (jobs) => `DELETE FROM export_files WHERE job_id ${inList(jobs)}`,
  review: [2],
});
