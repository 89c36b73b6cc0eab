import { MikroORM } from '@mikro-orm/core';
import type { Client } from 'pg';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../api/src/config/app-config';
import { ormOptions } from '../../api/src/database/orm-options';
import { withClient } from './pg-client';

/** The migrations import nothing from outside this folder (each builds on schema-migration.ts there). */
const DATABASE_SOURCES = resolve(__dirname, '..', '..', 'api', 'src', 'database');

/** Any fixed number: the advisory lock a test run holds while it builds the PostgreSQL template. */
const TEMPLATE_LOCK = 7_224_912;

/**
 * A template named after the migrations' sources: a run with changed migrations, or another worktree's
 * run on the same server, builds and uses its own.
 */
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(DATABASE_SOURCES, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.ts')) continue;
    hash.update(file).update(readFileSync(join(DATABASE_SOURCES, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Every migration applied, as the app applies them at start-up, and nothing else (no first admin). */
async function migrate(env: Record<string, string>): Promise<void> {
  const orm = await MikroORM.init({ ...ormOptions(loadConfig(env)), discovery: { warnWhenNoEntities: false } });
  try {
    await orm.getMigrator().up();
  } finally {
    await orm.close(true);
  }
}

/** The name of a migrated database on the server, for CREATE DATABASE … TEMPLATE; built once under a lock. */
export async function postgresTemplate(server: string): Promise<string> {
  const name = `partsfeed_template_${sourcesHash()}`;
  const exists = async (client: Client) => ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  if (await withClient(server, exists)) return name;
  await withClient(server, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists(client)) return;
      // Built under another name and renamed when complete: a database under the template's name is always whole.
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(server);
      url.pathname = `/${building}`;
      const dir = mkdtempSync(join(tmpdir(), 'partsfeed-template-'));
      await migrate({ DATA_DIR: dir, DATABASE_URL: url.toString() }).finally(() => rmSync(dir, { recursive: true, force: true }));
      // A closed connection's server process may linger a moment; the rename needs none left.
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [building]);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}
