/**
 * Login throttling counts an attempt before the slow hash runs, so parallel bursts cannot pass the limit:
 * that takes one atomic upsert (count, or start a new window) that the ORM's read-then-write cannot give.
 */

/** Counts an attempt for a key; the window restarts once its start is before the 3rd and 4th bindings. */
export const COUNT_ATTEMPT = `INSERT INTO login_attempts (attempt_key, window_started_at, attempts) VALUES (?, ?, 1)
       ON CONFLICT (attempt_key) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_started_at < ? THEN 1 ELSE login_attempts.attempts + 1 END,
         window_started_at = CASE WHEN login_attempts.window_started_at < ? THEN excluded.window_started_at ELSE login_attempts.window_started_at END
       RETURNING attempts, window_started_at`;

export const FORGET_ATTEMPTS = 'DELETE FROM login_attempts WHERE attempt_key = ?';

export const TAKE_BACK_ONE_ATTEMPT = 'UPDATE login_attempts SET attempts = attempts - 1 WHERE attempt_key = ? AND attempts > 0';

/** Attempts whose window started before the binding no longer count: deleting them keeps the table one window long. */
export const FORGET_EXPIRED_ATTEMPTS = 'DELETE FROM login_attempts WHERE window_started_at < ?';
