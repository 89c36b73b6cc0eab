import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { runnerOver, type SqlDriver, type SqlRunner } from '../../api/src/common/sql/sql-runner';

/** The server the bench creates its database on: BENCH_POSTGRES_URL, else the one the tests use. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database `name` on the bench's server (dropped first if a previous run left it); its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await onServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return withDatabase(SERVER_URL, name);
}

/** The URL of database `name` on the bench's server when a previous run kept it, else undefined. */
export async function keptDatabase(name: string): Promise<string | undefined> {
  let found = false;
  await onServer(async (client) => void (found = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1));
  return found ? withDatabase(SERVER_URL, name) : undefined;
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
}

/** Runs a script with the psql command-line client (stopping at the first error); its wall time in ms. */
export function psql(url: string, script: string): number {
  const start = performance.now();
  execFileSync('psql', [url, '-q', '-v', 'ON_ERROR_STOP=1'], { input: script, stdio: ['pipe', 'ignore', 'pipe'] });
  return performance.now() - start;
}

/** Work in one transaction on its own node-pg connection: the API's SQL helpers on a runner over it, the bench's own SQL text on the driver. */
export async function inPostgresTransaction(url: string, work: (sql: SqlRunner, raw: SqlDriver) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const raw: SqlDriver = {
    all: async (text, params) => (await client.query(numbered(text), [...params])).rows as Record<string, unknown>[],
    run: async (text, params) => (await client.query(numbered(text), [...params])).rowCount ?? 0,
    driverConnection: async () => client,
    dialect: 'postgresql',
  };
  try {
    await client.query('BEGIN');
    await work(runnerOver(raw), raw);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** The server's own size of a table with its indexes, for the notes. */
export async function tableSize(url: string, table: string): Promise<string> {
  let size = '';
  await inPostgresTransaction(url, async (_sql, raw) => {
    const [row] = await raw.all(`SELECT pg_size_pretty(pg_total_relation_size('${table}')) AS size`, []);
    size = String(row.size);
  });
  return size;
}
