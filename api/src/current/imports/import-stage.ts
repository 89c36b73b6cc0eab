import type { ImportErrors, ImportRow, RowBatch } from '../../common/csv';
import { rawNumber } from '../../common/sql/raw-values';
import type { SqlRunner } from '../sql-runner';
import type { CurrentImportRow } from './current-import-formats';

/** Rows per multi-row INSERT: long enough to amortise the statement, short enough to stay cheap to build. */
const INSERT_ROWS = 500;
const STAGE = 'current_import_stage';
/** The staged rows ordered by their key, each with its occurrence number among rows of the same key. */
export const SORTED = 'current_import_sorted';

const COLUMNS = ['line', 'by_id', 'item_key', 'part_number', 'is_kit', 'price', 'availability', 'brand'] as const;
const KEY = 'by_id, item_key, is_kit';

/**
 * The file's rows in a temporary table of this transaction's connection, so the import is a
 * few set-based statements whatever the file's size. A row names its item(s) by `item_key`:
 * the id when it has one (`by_id`), else the part number (all items with it, of the row's
 * type when `is_kit` is set). `part_number` keeps the file's part number as data.
 *
 * `sort()` copies them ordered by that key: the UPDATE … FROM join then walks the items'
 * indexes in order, about 4× faster than in file order at a million rows. A key given twice
 * (same type) keeps its first row; later ones are row errors (see `reportDuplicates`).
 */
export class ImportStage {
  private rows = 0;
  private readonly keyKinds = new Set<boolean>();
  private readonly givenColumns = new Set<string>();

  private constructor(private readonly sql: SqlRunner) {}

  static async create(sql: SqlRunner): Promise<ImportStage> {
    await sql.all(`DROP TABLE IF EXISTS ${SORTED}`);
    await sql.all(`DROP TABLE IF EXISTS ${STAGE}`);
    await sql.all(`CREATE TEMPORARY TABLE ${STAGE} (
      line INTEGER NOT NULL, by_id BOOLEAN NOT NULL, item_key VARCHAR(200) NOT NULL, part_number VARCHAR(200), is_kit BOOLEAN,
      price NUMERIC(12, 2), availability VARCHAR(16), brand VARCHAR(200))`);
    return new ImportStage(sql);
  }

  /** Streams the reader's batches into the table; `defaults` fills what the rows leave blank. */
  async load(batches: AsyncIterable<RowBatch<CurrentImportRow>>, defaults: { is_kit?: boolean } = {}): Promise<number> {
    for await (const batch of batches) {
      for (const column of batch.columns) this.givenColumns.add(column);
      for (let start = 0; start < batch.rows.length; start += INSERT_ROWS) {
        await this.insert(batch.rows.slice(start, start + INSERT_ROWS), defaults);
      }
    }
    return this.rows;
  }

  async sort(): Promise<void> {
    await this.sql.all(`CREATE TEMPORARY TABLE ${SORTED} AS
      SELECT ${COLUMNS.join(', ')},
        ROW_NUMBER() OVER (PARTITION BY ${KEY} ORDER BY line) AS occurrence,
        FIRST_VALUE(line) OVER (PARTITION BY ${KEY} ORDER BY line) AS first_line
      FROM ${STAGE}
      ORDER BY ${KEY}, line`);
    await this.sql.all(`DROP TABLE ${STAGE}`);
  }

  /** Later rows of a key already given are row errors: "duplicate …, first given on line N". */
  async reportDuplicates(errors: ImportErrors, file: string, what: (row: Record<string, unknown>) => string): Promise<void> {
    const [{ total }] = await this.sql.all(`SELECT COUNT(*) AS total FROM ${SORTED} WHERE occurrence > 1`);
    const count = rawNumber(total);
    if (!count) return;
    const shown = await this.sql.all(
      `SELECT line, by_id, item_key, is_kit, first_line FROM ${SORTED} WHERE occurrence > 1 ORDER BY line LIMIT ?`,
      [errors.limit],
    );
    for (const row of shown) {
      errors.add({ file, line: rawNumber(row.line), reason: `duplicate ${what(row)}, first given on line ${rawNumber(row.first_line)}; this row is skipped` });
    }
    errors.count += count - shown.length;
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
    await this.sql.all(`DROP TABLE IF EXISTS ${SORTED}`);
  }

  private async insert(rows: ImportRow<CurrentImportRow>[], defaults: { is_kit?: boolean }): Promise<void> {
    if (!rows.length) return;
    const params: unknown[] = [];
    for (const row of rows) {
      this.keyKinds.add(row.id !== undefined);
      params.push(
        row.line,
        row.id !== undefined,
        row.id ?? row.item_number,
        row.item_number ?? null,
        row.is_kit ?? defaults.is_kit ?? null,
        row.price ?? null,
        row.availability ?? null,
        row.brand ?? null,
      );
    }
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    await this.sql.bound(`INSERT INTO ${STAGE} (${COLUMNS.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`, params);
    this.rows += rows.length;
  }
}
