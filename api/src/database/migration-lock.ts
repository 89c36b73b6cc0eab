import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';

/** Any fixed number: the advisory lock processes take around their start-up migrations. */
const MIGRATION_LOCK = 7_224_911;

/**
 * Runs the start-up migrations under a PostgreSQL advisory lock held on a connection of its own, so
 * processes starting together on one database migrate one after the other: the first applies the
 * migrations, the others then find none pending. SQLite has one process and needs none.
 */
export async function withMigrationLock(config: AppConfig, migrate: () => Promise<unknown>): Promise<void> {
  if (!config.databaseUrl) {
    await migrate();
    return;
  }
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
