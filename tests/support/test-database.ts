import { randomBytes } from 'node:crypto';
import { postgresTemplate } from './migrated-template';
import { withClient } from './pg-client';

/**
 * In the PostgreSQL run each test app gets a database of its own, created here and dropped on close;
 * otherwise the app uses its temporary SQLite file. The database is a copy of a template the
 * migrations were applied to once (CREATE DATABASE … TEMPLATE: a third of an app's start-up was
 * migrating its database), unless `migrated` is false: it is then empty, for tests of migrating it.
 * SQLite migrates a new file about as fast as it copies a migrated one, so it migrates as in production.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<{ url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (process.env.PARTSFEED_TEST_DB !== 'postgres' || !server) return { drop: async () => undefined };
  const template = (options.migrated ?? true) ? await postgresTemplate(server) : undefined;
  const name = `partsfeed_test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
