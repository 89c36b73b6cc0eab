-- Written by `npm run sql:review` from the statements of api/src/auth: review a change here.

-- auth/sql/login-attempts.sql.ts COUNT_ATTEMPT
INSERT INTO login_attempts (attempt_key, window_started_at, attempts) VALUES (?, ?, 1)
       ON CONFLICT (attempt_key) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_started_at < ? THEN 1 ELSE login_attempts.attempts + 1 END,
         window_started_at = CASE WHEN login_attempts.window_started_at < ? THEN excluded.window_started_at ELSE login_attempts.window_started_at END
       RETURNING attempts, window_started_at;

-- auth/sql/login-attempts.sql.ts FORGET_ATTEMPTS
DELETE FROM login_attempts WHERE attempt_key = ?;

-- auth/sql/login-attempts.sql.ts FORGET_EXPIRED_ATTEMPTS
DELETE FROM login_attempts WHERE window_started_at < ?;

-- auth/sql/login-attempts.sql.ts TAKE_BACK_ONE_ATTEMPT
UPDATE login_attempts SET attempts = attempts - 1 WHERE attempt_key = ? AND attempts > 0;

-- auth/sql/sessions.sql.ts PRINCIPAL_BY_TOKEN
SELECT s.id AS session_id, u.id AS user_id, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.is_active = ?;

-- auth/sql/users.sql.ts ACTIVE_ADMIN_IDS (postgresql)
SELECT id FROM users WHERE role = 'admin' AND is_active = ? FOR UPDATE;

-- auth/sql/users.sql.ts ACTIVE_ADMIN_IDS (sqlite)
SELECT id FROM users WHERE role = 'admin' AND is_active = ?;

-- auth/sql/users.sql.ts TAKE_SQLITE_WRITE_LOCK
UPDATE users SET role = role WHERE 1 = 0;
