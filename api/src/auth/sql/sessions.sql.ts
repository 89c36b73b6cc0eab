/**
 * Every authenticated request resolves its token: one indexed read-only join, without an entity fork or
 * hydration, is what keeps that check cheap enough to run on every request with nothing cached.
 */
export const PRINCIPAL_BY_TOKEN = `SELECT s.id AS session_id, u.id AS user_id, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.is_active = ?`;
