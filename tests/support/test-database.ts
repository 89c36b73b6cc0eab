import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * In the PostgreSQL run each test app gets a database of its own, created here and
 * dropped on close; otherwise the app uses its temporary SQLite file.
 */
export async function createTestDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (process.env.PARTSFEED_TEST_DB !== 'postgres' || !server) return { drop: async () => undefined };
  const name = `partsfeed_test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
