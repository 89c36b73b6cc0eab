import { Database } from 'sqlite3';
import { runnerOver, type SqlRunner } from '../../api/src/common/sql/sql-runner';

/** A SqlRunner over the bench's own connection to the server's SQLite file, so the API's SQL helpers are reused. */
function sqliteRunner(db: Database): SqlRunner {
  const call = <T>(work: (done: (error: Error | null, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) => work((error, value) => (error ? reject(error) : resolve(value as T))));
  return runnerOver({
    all: (sql, params) => call((done) => db.all(sql, [...params], (error, rows) => done(error, rows as Record<string, unknown>[]))),
    run: (sql, params) =>
      call<number>((done) =>
        db.run(sql, [...params], function (this: { changes: number }, error: Error | null) {
          done(error, this?.changes ?? 0);
        }),
      ),
    driverConnection: async () => db,
    dialect: 'sqlite',
  });
}

/**
 * Runs `work` in one transaction on its own connection to the SQLite file at `sqlitePath` (which
 * a running server may share: it waits up to 30 s for the server's locks), then closes it.
 */
export async function inSqliteTransaction(sqlitePath: string, work: (sql: SqlRunner) => Promise<void>): Promise<void> {
  const db = new Database(sqlitePath);
  const sql = sqliteRunner(db);
  try {
    await sql.all('PRAGMA busy_timeout = 30000');
    await sql.all('BEGIN IMMEDIATE');
    await work(sql);
    await sql.all('COMMIT');
  } finally {
    await new Promise((done) => db.close(done));
  }
}
