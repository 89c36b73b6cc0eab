/**
 * The statements of StagingTable, every import's temporary table: its columns are the importer's, so the
 * text is built from the table's name and columns, and on SQLite a batch is one INSERT of a JSON array.
 */
import { defineStatement } from './statement';

/** A constant value of a column, the same in every row of a load, as a SQLite literal. */
export type SqliteLiteral = string;

export const DROP_TABLE = defineStatement<[], string>({ sql: (name) => `DROP TABLE IF EXISTS ${name}`, review: ['<staging table>'] });

/** A temporary table with columns of the given SQL types (the same text on both databases). */
export const CREATE_TEMPORARY_TABLE = defineStatement<[], { name: string; columns: Record<string, string> }>({
  sql: ({ name, columns }) => `CREATE TEMPORARY TABLE ${name} (${Object.entries(columns).map(([column, type]) => `${column} ${type}`).join(', ')})`,
  review: [{ name: '<staging table>', columns: { line: 'INTEGER NOT NULL', key: 'VARCHAR(200)' } }],
});

/**
 * SQLite: one batch of rows, bound as ONE JSON array of arrays (each row's values in `columns` order), and
 * `constants` for further columns, the same in every row.
 */
export const INSERT_JSON_ROWS = defineStatement<[json: string], { name: string; columns: readonly string[]; constants: Record<string, SqliteLiteral> }>({
  sql: ({ name, columns, constants }) => {
    const selected = [...columns.map((_, index) => `json_extract(value, '$[${index}]')`), ...Object.values(constants)];
    return `INSERT INTO ${name} (${[...columns, ...Object.keys(constants)].join(', ')}) SELECT ${selected.join(', ')} FROM json_each(?)`;
  },
  review: [{ name: '<staging table>', columns: ['line', 'key'], constants: { by_id: 'TRUE' } }],
});
