-- Written by `npm run sql:review` from the statements of api/src/export: review a change here.

-- export/sql/export-files.sql.ts HAS_FILE
SELECT 1 FROM export_files WHERE job_id = ? LIMIT 1;

-- export/sql/export-files.sql.ts READ_CHUNK
SELECT data FROM export_files WHERE job_id = ? AND chunk = ?;

-- export/sql/export-files.sql.ts REMOVE_FILES_OF 2
DELETE FROM export_files WHERE job_id IN (?, ?);

-- export/sql/export-files.sql.ts STORE_CHUNK
INSERT INTO export_files (job_id, chunk, data) VALUES (?, ?, ?);

-- export/sql/schedule-runs.sql.ts CLAIM_SCHEDULED_RUN
INSERT INTO schedule_runs (schedule, slot, owner) VALUES (?, ?, ?) ON CONFLICT DO NOTHING;
