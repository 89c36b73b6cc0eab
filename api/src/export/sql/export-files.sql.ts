/**
 * Finished export files are kept in the database in 4 MiB chunks so any process serves them: written and
 * read one chunk at a time by plain statements, as an entity would load the whole file into memory.
 */
import { inList } from '../../common/sql/placeholders';

export const STORE_CHUNK = 'INSERT INTO export_files (job_id, chunk, data) VALUES (?, ?, ?)';

export const HAS_FILE = 'SELECT 1 FROM export_files WHERE job_id = ? LIMIT 1';

export const READ_CHUNK = 'SELECT data FROM export_files WHERE job_id = ? AND chunk = ?';

export const removeFilesOf = (jobs: number) => `DELETE FROM export_files WHERE job_id ${inList(jobs)}`;
