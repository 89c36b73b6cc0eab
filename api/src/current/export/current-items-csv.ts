import type { EntityManager } from '@mikro-orm/knex';
import { csvCell, type CsvValue } from '../../common/csv/csv-writer';
import { rawBoolean } from '../../common/sql/raw-values';
import { sqlRunner } from '../../common/sql/sql-runner';
import { type CurrentImportRow, ITEMS_FORMAT } from '../imports/current-import-formats';
import { EXPORT_BATCH } from '../sql/items-export.sql';
import { sortedConditions, type SortedFilter } from '../sql/sorted-list.sql';

/** Rows per query and per chunk written: a round trip amortised, memory flat. */
const BATCH = 5000;

type Row = Record<string, unknown>;

/** Each import column's value from a row of current_items. */
const VALUES: Record<keyof CurrentImportRow, (row: Row) => CsvValue> = {
  id: (row) => String(row.id),
  item_number: (row) => String(row.part_number),
  price: (row) => (row.price === null || row.price === undefined ? null : Number(row.price).toFixed(2)),
  availability: (row) => String(row.availability),
  is_kit: (row) => rawBoolean(row.is_kit),
  brand: (row) => (row.brand === null || row.brand === undefined ? null : String(row.brand)),
};

/**
 * The columns of the Import Items file (its format definition), then the type and the brand, which the
 * items import takes from the dialog and Add Brands: the file imports back as it is.
 */
const COLUMNS: Array<[header: string, value: (row: Row) => CsvValue]> = [
  ...ITEMS_FORMAT.columns.map((column): [string, (row: Row) => CsvValue] => [column.header, VALUES[column.key]]),
  ['is_kit', VALUES.is_kit],
  ['brand', VALUES.brand],
];

const line = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The filtered current items as CSV in id order, a chunk per batch, with a UTF-8 BOM for spreadsheets. */
export async function* currentItemsCsv(em: EntityManager, filter: SortedFilter): AsyncGenerator<string> {
  const sql = sqlRunner(em);
  const { conditions, params } = sortedConditions(filter);
  yield `\uFEFF${line(COLUMNS.map(([header]) => header))}`;
  for (let after = ''; ; ) {
    const rows = await sql.rows(EXPORT_BATCH, [...params, after, BATCH], conditions);
    if (rows.length) yield rows.map((row) => line(COLUMNS.map(([, value]) => value(row)))).join('');
    if (rows.length < BATCH) return;
    after = String(rows[rows.length - 1].id);
  }
}
