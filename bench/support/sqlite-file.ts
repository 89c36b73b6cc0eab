import { Database } from 'sqlite3';
import { runnerOver, type SqlDriver, type SqlRunner } from '../../api/src/common/sql/sql-runner';

/** The bench's own connection to the server's SQLite file: its SQL text runs here, the API's helpers on a runner over it. */
function sqliteDriver(db: Database): SqlDriver {
  const call = <T>(work: (done: (error: Error | null, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) => work((error, value) => (error ? reject(error) : resolve(value as T))));
  return {
    all: (sql, params) => call((done) => db.all(sql, [...params], (error, rows) => done(error, rows as Record<string, unknown>[]))),
    run: (sql, params) =>
      call<number>((done) =>
        db.run(sql, [...params], function (this: { changes: number }, error: Error | null) {
          done(error, this?.changes ?? 0);
        }),
      ),
    driverConnection: async () => db,
    dialect: 'sqlite',
  };
}

/**
 * Runs `work` in one transaction on its own connection to the SQLite file at `sqlitePath` (which
 * a running server may share: it waits up to 30 s for the server's locks), then closes it.
 */
export async function inSqliteTransaction(sqlitePath: string, work: (sql: SqlRunner, raw: SqlDriver) => Promise<void>): Promise<void> {
  const db = new Database(sqlitePath);
  const raw = sqliteDriver(db);
  try {
    await raw.all('PRAGMA busy_timeout = 30000', []);
    await raw.all('BEGIN IMMEDIATE', []);
    await work(runnerOver(raw), raw);
    await raw.all('COMMIT', []);
  } finally {
    await new Promise((done) => db.close(done));
  }
}
