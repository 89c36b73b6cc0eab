import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SqliteDriver } from '@mikro-orm/sqlite';
import type { AppConfig } from '../config/app-config';
import { migrationsList } from './migrations';
import { ownerOnlyFile } from './owner-only-file';

const SQLITE_BUSY_TIMEOUT_MS = 30_000;

type SqliteHandle = { exec(sql: string, done: (err: Error | null) => void): void };

/**
 * WAL lets readers work while an import writes; the busy timeout makes a second writer
 * wait instead of failing. Pragmas are per connection, so each pooled connection gets them.
 */
function prepareSqliteConnection(conn: SqliteHandle, done: (err: Error | null, conn: SqliteHandle) => void): void {
  conn.exec(
    `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;`,
    (err) => done(err, conn),
  );
}

const shared: Options = {
  extensions: [Migrator],
  migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
  forceUtcTimezone: true,
  allowGlobalContext: false,
  debug: false,
};

/** SQLite file under DATA_DIR by default; PostgreSQL when DATABASE_URL names one. */
export function ormOptions(config: AppConfig): Options {
  if (config.databaseUrl) {
    return { ...shared, driver: PostgreSqlDriver, clientUrl: config.databaseUrl, pool: { min: 1, max: 10 } };
  }
  ownerOnlyFile(config.sqlitePath);
  return {
    ...shared,
    driver: SqliteDriver,
    dbName: config.sqlitePath,
    pool: { min: 1, max: 4, afterCreate: prepareSqliteConnection },
  };
}
