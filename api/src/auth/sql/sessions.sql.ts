/**
 * Every authenticated request resolves its token: one indexed read-only join, without an entity fork or
 * hydration, is what keeps that check cheap enough to run on every request with nothing cached.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import type { AuthPrincipal } from '../../common/auth/current-user.decorator';
import type { Role } from '../../common/auth/role';

export const PRINCIPAL_BY_TOKEN = defineQuery<[tokenHash: string, now: Date, active: boolean], AuthPrincipal>({
  sql: `SELECT s.id AS session_id, u.id AS user_id, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.is_active = ?`,
  map: (row) => ({ userId: rawNumber(row.user_id), email: String(row.email), role: row.role as Role, sessionId: rawNumber(row.session_id) }),
});
