-- Written by `npm run sql:review` from the statements of api/src/common: review a change here.

-- common/jobs/sql/leases.sql.ts RELEASE_LEASE
DELETE FROM leases WHERE name = ? AND owner = ?;

-- common/jobs/sql/leases.sql.ts RENEW_LEASE
UPDATE leases SET expires_at = ? WHERE name = ? AND owner = ?;

-- common/jobs/sql/leases.sql.ts TAKE_LEASE
INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.expires_at < ? OR leases.owner = excluded.owner
       RETURNING owner;

-- common/sql/staging.sql.ts CREATE_TEMPORARY_TABLE {"name":"<staging table>","columns":{"line":"INTEGER NOT NULL","key":"VARCHAR(200)"}}
CREATE TEMPORARY TABLE <staging table> (line INTEGER NOT NULL, key VARCHAR(200));

-- common/sql/staging.sql.ts DROP_TABLE "<staging table>"
DROP TABLE IF EXISTS <staging table>;

-- common/sql/staging.sql.ts INSERT_JSON_ROWS {"name":"<staging table>","columns":["line","key"],"constants":{"by_id":"TRUE"}}
INSERT INTO <staging table> (line, key, by_id) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), TRUE FROM json_each(?);
