import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { SqlRunner } from './sql-runner';
import { CREATE_TEMPORARY_TABLE, DROP_TABLE, INSERT_JSON_ROWS } from './staging.sql';

/** Batches of rows, each row's values in the order of the columns staged. */
export type Batches = AsyncIterable<unknown[][]> | Iterable<unknown[][]>;

/** A value the same for every row of a load (a type chosen in a dialog, a file with one kind of key). */
export type StagedConstant = string | number | boolean | null;

/**
 * A temporary table of this transaction's connection that an import streams its rows into, so
 * that the rest of the import is a few set-based statements whatever the file's size. Every
 * import stages through here, on the fastest path each database has:
 * - PostgreSQL: one `COPY … FROM STDIN` per load through pg-copy-streams, the path `psql \copy`
 *   takes, written batch by batch with the socket's backpressure;
 * - SQLite: one INSERT per batch with ONE parameter, the rows as a JSON array unpacked by
 *   `json_each`. node-sqlite3 binds every parameter separately on the main thread, which made a
 *   100,000-row file spend seconds in binding alone with multi-row VALUES; one JSON text per
 *   batch is about three times faster, stays far from parameter limits, and the next batch is
 *   parsed while the driver's thread inserts the previous one.
 */
export class StagingTable {
  private constructor(
    private readonly sql: SqlRunner,
    readonly name: string,
  ) {}

  /** Creates the table afresh; `columns` maps each column to its SQL type (the same text on both databases). */
  static async create(sql: SqlRunner, name: string, columns: Record<string, string>): Promise<StagingTable> {
    await sql.run(DROP_TABLE, [], name);
    await sql.run(CREATE_TEMPORARY_TABLE, [], { name, columns });
    return new StagingTable(sql, name);
  }

  /**
   * Appends the batches' rows, each row's values in `columns` order; `constants` fills further
   * columns with one value for every row. Returns how many rows were appended. A failed batch or
   * a failed read ends the load with that error and leaves nothing running on the connection.
   * While the batches are read, no other statement can run on this connection (PostgreSQL's COPY
   * holds it): work between batches calls `append` once per batch instead.
   */
  async append(columns: readonly string[], batches: Batches, constants: Record<string, StagedConstant> = {}): Promise<number> {
    return this.sql.postgres ? this.copy(columns, batches, constants) : this.insertJson(columns, batches, constants);
  }

  async drop(): Promise<void> {
    await this.sql.run(DROP_TABLE, [], this.name);
  }

  private async copy(columns: readonly string[], batches: Batches, constants: Record<string, StagedConstant>) {
    const connection = (await this.sql.driverConnection()) as Client | undefined;
    if (!connection) throw new Error(`staging into ${this.name} needs a transaction: its temporary table lives on one connection`);
    const constantText = Object.values(constants).map((value) => `\t${copyText(value)}`).join('');
    const stream = connection.query(copyFrom(`COPY ${this.name} (${[...columns, ...Object.keys(constants)].join(', ')}) FROM STDIN`));
    const done = finished(stream);
    // Awaited below; handled here so an error while a batch is read is not an unhandled rejection.
    done.catch(() => undefined);
    let appended = 0;
    try {
      for await (const rows of batches) {
        if (!rows.length) continue;
        appended += rows.length;
        let text = '';
        for (const row of rows) text += `${row.map(copyText).join('\t')}${constantText}\n`;
        if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
      }
      stream.end();
      await done;
      return appended;
    } catch (error) {
      // CopyFail ends the COPY on the server, so the connection is free for the ROLLBACK that follows.
      stream.destroy(error as Error);
      await done.catch(() => undefined);
      throw error;
    }
  }

  private async insertJson(columns: readonly string[], batches: Batches, constants: Record<string, StagedConstant>) {
    const shape = { name: this.name, columns, constants: Object.fromEntries(Object.entries(constants).map(([column, value]) => [column, sqliteLiteral(value)])) };
    let appended = 0;
    let inserting: Promise<unknown> = Promise.resolve();
    try {
      for await (const rows of batches) {
        if (!rows.length) continue;
        appended += rows.length;
        const json = JSON.stringify(rows);
        await inserting;
        inserting = this.sql.run(INSERT_JSON_ROWS, [json], shape);
        // Awaited on the next batch or below; handled here so a failure meanwhile is not an unhandled rejection.
        inserting.catch(() => undefined);
      }
      await inserting;
      return appended;
    } finally {
      // Never leave an insert running behind the caller: a refused file ends its transaction at once.
      await inserting.catch(() => undefined);
    }
  }
}

/** PostgreSQL's COPY text format: \N is NULL; backslash, tab, newline and carriage return are escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

function sqliteLiteral(value: StagedConstant): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}
