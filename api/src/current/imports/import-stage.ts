import type { ImportErrors, ImportRow, RowBatch } from '../../common/csv';
import type { SqlRunner } from '../../common/sql/sql-runner';
import { StagedConstant, StagingTable } from '../../common/sql/staging-table';
import {
  ANALYZE_SORTED,
  CREATE_SORTED_POSTGRES,
  CREATE_SORTED_SQLITE,
  DROP_SORTED,
  DUPLICATES,
  DUPLICATE_PROBLEMS,
  FILL_SORTED_POSTGRES,
  FILL_SORTED_SQLITE,
  HAS_REPEATED_KEYS_POSTGRES,
  STAGE,
  STAGE_AS_SORTED_POSTGRES,
  STAGE_COLUMNS,
} from '../sql/import-stage.sql';
import type { ImportLog } from '../../imports/import-log';
import type { CurrentImportRow } from './current-import-formats';

/** The values an import may stage besides line, key and type; each import names the ones it uses. */
export type StagedValue = 'part_number' | 'price' | 'availability' | 'brand';

/** Where a staged column's value comes from: the row, or one constant for the whole file. */
type Source = { column: string; value: (row: ImportRow<CurrentImportRow>) => unknown } | { column: string; constant: StagedConstant };

/**
 * The file's rows in temporary tables of this transaction's connection, so the import is a
 * few set-based statements whatever the file's size. A row names its item(s) by `item_key`:
 * the id when it has one (`by_id`), else the part number (all items with it, of the row's
 * type when `is_kit` is set). `part_number` keeps the file's part number as data.
 *
 * Rows are appended in file order to a plain staging table (common/sql StagingTable: COPY on
 * PostgreSQL, one JSON parameter per batch on SQLite).
 * `sort()` then copies them in key order into a table keyed by (by_id, item_key, type): an
 * append-only build, and the UPDATE … FROM joins walk the items' indexes in order, several
 * times faster than in file order at a million rows. A key given again (same type) keeps its
 * first line; the later rows are row errors ("duplicate …, first given on line N").
 */
export class ImportStage {
  private rows = 0;
  private readonly keyKinds = new Set<boolean>();
  private readonly givenColumns = new Set<string>();

  private constructor(
    private readonly sql: SqlRunner,
    private readonly table: StagingTable,
    private readonly values: readonly StagedValue[],
  ) {}

  static async create(sql: SqlRunner, values: readonly StagedValue[]): Promise<ImportStage> {
    await sql.run(DROP_SORTED, []);
    const table = await StagingTable.create(sql, STAGE, STAGE_COLUMNS);
    return new ImportStage(sql, table, values);
  }

  /**
   * Streams the reader's batches into the table; `defaults` fills what the rows leave blank.
   * Only what varies from row to row is sent: a column the file does not have is left NULL,
   * and the key kind or type that is the same for every row (a file with only part numbers; a
   * type chosen in the dialog) is one constant.
   */
  async load(batches: AsyncIterable<RowBatch<CurrentImportRow>>, defaults: { is_kit?: boolean } = {}): Promise<number> {
    const reading = batches[Symbol.asyncIterator]();
    const first = await reading.next();
    if (first.done) return 0;
    for (const column of first.value.columns) this.givenColumns.add(column);
    const sources = this.sources(first.value.columns, defaults);
    const varying = sources.flatMap((source) => ('value' in source ? [source] : []));
    const constants = Object.fromEntries(sources.flatMap((source) => ('constant' in source ? [[source.column, source.constant]] : [])));
    const keyKinds = this.keyKinds;
    async function* rows(): AsyncGenerator<unknown[][]> {
      try {
        for (let next = first; !next.done; next = await reading.next()) {
          yield next.value.rows.map((row) => {
            keyKinds.add(row.id !== undefined);
            return varying.map((source) => source.value(row));
          });
        }
      } finally {
        await reading.return?.();
      }
    }
    this.rows = await this.table.append(
      varying.map((source) => source.column),
      rows(),
      constants,
    );
    return this.rows;
  }

  /**
   * Builds the keyed table, reports the later rows of a key as refused rows (every one stored in the
   * import's problems, the first listed in the answer), and drops the plain one.
   */
  async sort(errors: ImportErrors, file: string, what: (row: Record<string, unknown>) => string, log: ImportLog): Promise<void> {
    const kept = this.sql.postgres ? await this.sortPostgres() : await this.sortSqlite();
    if (kept < this.rows) await this.reportDuplicates(this.rows - kept, errors, file, what, log);
    await this.table.drop();
  }

  /** SQLite joins by nested loops, so the keyed table is a clustered primary key, filled in key order. */
  private async sortSqlite(): Promise<number> {
    await this.sql.run(CREATE_SORTED_SQLITE, []);
    return this.sql.run(FILL_SORTED_SQLITE, []);
  }

  /**
   * PostgreSQL hashes its joins, so no index is kept: DISTINCT ON keeps each key's first line in half
   * the time of inserting under a primary key (1.9 s against 4.4 s at a million rows). An items file is
   * always copied so: it inserts its new items in key order, and each index then takes them in order.
   * A file that only updates items (price, availability, brands) is joined by hash, in whatever order:
   * when no key repeats (one hashed pass), its staged rows are the keyed table as they are, which spares
   * the sort and copy of every row (6.8 s against 2.5 s for the check at a million rows, on a loaded machine). ANALYZE
   * gives the planner the table's real size: autovacuum never looks at temporary tables.
   */
  private async sortPostgres(): Promise<number> {
    if (!this.addsItems && !(await this.sql.one(HAS_REPEATED_KEYS_POSTGRES, []))) {
      await this.sql.run(STAGE_AS_SORTED_POSTGRES, []);
      await this.sql.run(ANALYZE_SORTED, []);
      return this.rows;
    }
    await this.sql.run(CREATE_SORTED_POSTGRES, []);
    const kept = await this.sql.run(FILL_SORTED_POSTGRES, []);
    await this.sql.run(ANALYZE_SORTED, []);
    return kept;
  }

  /** An items file: the only one that stages the part number as a value, as it adds the items not there yet. */
  private get addsItems(): boolean {
    return this.values.includes('part_number');
  }

  /** Rows staged from the file, repeated keys included. */
  get size(): number {
    return this.rows;
  }

  /** Whether the file has this column of its format (e.g. the price file's optional availability). */
  hasColumn(column: keyof CurrentImportRow): boolean {
    return this.givenColumns.has(column);
  }

  /** Which ways of naming items (by id: true, by part number: false) the file used. */
  kinds(): boolean[] {
    return [...this.keyKinds];
  }

  async drop(): Promise<void> {
    await this.sql.run(DROP_SORTED, []);
  }

  /** Only files with duplicates pay for these joins; all are counted and stored, the first 100 by line listed. */
  private async reportDuplicates(count: number, errors: ImportErrors, file: string, what: (row: Record<string, unknown>) => string, log: ImportLog) {
    await log.storeProblems(this.sql, DUPLICATE_PROBLEMS, [file]);
    const shown = await this.sql.rows(DUPLICATES, [errors.limit]);
    errors.addStored(
      count,
      shown.map((row) => ({
        file,
        line: row.line,
        value: row.item_key,
        reason: `duplicate ${what(row)}, first given on line ${row.first_line}; this row is skipped`,
      })),
    );
  }

  private sources(columns: readonly (keyof CurrentImportRow)[], defaults: { is_kit?: boolean }): Source[] {
    const has = (column: keyof CurrentImportRow) => columns.includes(column);
    const sources: Source[] = [{ column: 'line', value: (row) => row.line }];
    if (has('id') && has('item_number')) sources.push({ column: 'by_id', value: (row) => row.id !== undefined });
    else sources.push({ column: 'by_id', constant: has('id') });
    sources.push({ column: 'item_key', value: (row) => row.id ?? row.item_number });
    if (has('is_kit')) sources.push({ column: 'is_kit', value: (row) => row.is_kit ?? defaults.is_kit ?? null });
    else if (defaults.is_kit !== undefined) sources.push({ column: 'is_kit', constant: defaults.is_kit });
    for (const value of this.values) {
      const field = value === 'part_number' ? 'item_number' : value;
      if (has(field)) sources.push({ column: value, value: (row) => row[field] ?? null });
    }
    return sources;
  }
}
