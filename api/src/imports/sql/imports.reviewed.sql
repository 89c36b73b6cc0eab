-- Written by `npm run sql:review` from the statements of api/src/imports: review a change here.

-- imports/sql/imports.sql.ts INSERT_PROBLEMS 2
INSERT INTO import_problems (import_id, file, line, column_name, value, reason) VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?);

-- imports/sql/imports.sql.ts INSERT_PROBLEMS_FROM "SELECT file, line, column_name, value, reason FROM <the importing module's problems>"
INSERT INTO import_problems (import_id, file, line, column_name, value, reason)
       SELECT CAST(? AS INTEGER), p.file, p.line, p.column_name, p.value, p.reason FROM (SELECT file, line, column_name, value, reason FROM <the importing module's problems>) p;

-- imports/sql/imports.sql.ts PROBLEMS_AFTER
SELECT id, file, line, column_name, value, reason FROM import_problems
       WHERE import_id = ? AND id > ? ORDER BY id LIMIT ?;
