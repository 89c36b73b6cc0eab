/**
 * Login throttling counts an attempt before the slow hash runs, so parallel bursts cannot pass the limit:
 * that takes one atomic upsert (count, or start a new window) that the ORM's read-then-write cannot give.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';

/** Counts an attempt for a key at a time; the window restarts once its start is before the window's start (given twice). */
export const COUNT_ATTEMPT = defineQuery<[key: string, now: number, windowStart: number, windowStartAgain: number], { attempts: number; startedAt: number }>({
  sql: `INSERT INTO login_attempts (attempt_key, window_started_at, attempts) VALUES (?, ?, 1)
       ON CONFLICT (attempt_key) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_started_at < ? THEN 1 ELSE login_attempts.attempts + 1 END,
         window_started_at = CASE WHEN login_attempts.window_started_at < ? THEN excluded.window_started_at ELSE login_attempts.window_started_at END
       RETURNING attempts, window_started_at`,
  map: (row) => ({ attempts: rawNumber(row.attempts), startedAt: rawNumber(row.window_started_at) }),
});

export const FORGET_ATTEMPTS = defineStatement<[key: string]>({ sql: 'DELETE FROM login_attempts WHERE attempt_key = ?' });

export const TAKE_BACK_ONE_ATTEMPT = defineStatement<[key: string]>({
  sql: 'UPDATE login_attempts SET attempts = attempts - 1 WHERE attempt_key = ? AND attempts > 0',
});

/** Attempts whose window started before the binding no longer count: deleting them keeps the table one window long. */
export const FORGET_EXPIRED_ATTEMPTS = defineStatement<[before: number]>({ sql: 'DELETE FROM login_attempts WHERE window_started_at < ?' });
