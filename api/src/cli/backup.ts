import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from 'sqlite3';
import { loadConfig } from '../config/app-config';
import { ownerOnlyFile } from '../database/owner-only-file';

/**
 * `npm run backup`: a consistent copy of the SQLite database, safe while the app runs
 * (VACUUM INTO reads one snapshot under WAL). PostgreSQL deployments use pg_dump.
 */
export async function backupSqlite(sqlitePath: string, targetDir: string): Promise<string> {
  mkdirSync(targetDir, { recursive: true });
  const target = join(targetDir, `partsfeed-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`);
  const db = new Database(sqlitePath);
  try {
    await new Promise<void>((resolve, reject) => {
      db.run('PRAGMA busy_timeout = 30000', () => db.run('VACUUM INTO ?', [target], (err) => (err ? reject(err) : resolve())));
    });
  } finally {
    db.close();
  }
  ownerOnlyFile(target);
  return target;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).\n');
    process.exitCode = 1;
    return;
  }
  const target = await backupSqlite(config.sqlitePath, process.argv[2] ?? join(config.dataDir, 'backups'));
  process.stdout.write(`Backup written to ${target}\n`);
}

if (require.main === module) void main();
