/**
 * The last active admin must stay one even when two admins demote each other at once: the check locks the
 * active admins' rows first, which needs the database's own locking (FOR UPDATE on PostgreSQL, SQLite's
 * write lock taken by a no-op write), beyond what the ORM's queries express.
 */
export const TAKE_SQLITE_WRITE_LOCK = 'UPDATE users SET role = role WHERE 1 = 0';

export const activeAdminIds = (postgres: boolean) => `SELECT id FROM users WHERE role = 'admin' AND is_active = ?${postgres ? ' FOR UPDATE' : ''}`;
