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
