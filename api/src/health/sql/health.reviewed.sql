-- Written by `npm run sql:review` from the statements of api/src/health: review a change here.

-- health/sql/health.sql.ts PING
SELECT 1;
