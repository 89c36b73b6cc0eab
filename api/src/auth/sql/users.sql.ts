/**
 * The last active admin must stay one even when two admins demote each other at once: the check locks the
 * active admins' rows first, which needs the database's own locking (FOR UPDATE on PostgreSQL, SQLite's
 * write lock taken by a no-op write), beyond what the ORM's queries express.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { byDialect, defineQuery, defineStatement } from '../../common/sql/statement';

export const TAKE_SQLITE_WRITE_LOCK = defineStatement<[]>({ sql: 'UPDATE users SET role = role WHERE 1 = 0' });

export const ACTIVE_ADMIN_IDS = defineQuery<[active: boolean], number>({
  sql: byDialect({
    postgresql: "SELECT id FROM users WHERE role = 'admin' AND is_active = ? FOR UPDATE",
    sqlite: "SELECT id FROM users WHERE role = 'admin' AND is_active = ?",
  }),
  map: (row) => rawNumber(row.id),
});
