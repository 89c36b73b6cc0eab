/**
 * Taking a lease is one atomic upsert that succeeds only when the lease is free, expired or already
 * this process's, so two processes asking at the same moment cannot both get it: a read-then-write
 * through the ORM could let both through.
 */
import { defineQuery, defineStatement } from '../../sql/statement';

/** The lease's owner after the attempt: this process's id when it got the lease. */
export const TAKE_LEASE = defineQuery<[name: string, owner: string, expiresAt: number, now: number], string>({
  sql: `INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.expires_at < ? OR leases.owner = excluded.owner
       RETURNING owner`,
  map: (row) => String(row.owner),
});

export const RENEW_LEASE = defineStatement<[expiresAt: number, name: string, owner: string]>({
  sql: 'UPDATE leases SET expires_at = ? WHERE name = ? AND owner = ?',
});

export const RELEASE_LEASE = defineStatement<[name: string, owner: string]>({ sql: 'DELETE FROM leases WHERE name = ? AND owner = ?' });
