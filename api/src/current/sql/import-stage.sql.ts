/**
 * An import of a million rows is a few set-based statements over temporary tables of its transaction's
 * connection, not a million ORM writes: the file is staged, then copied in key order into a keyed table
 * that the imports' UPDATE … FROM joins walk in index order (several times faster than in file order). The
 * keyed table is built the way each database builds it fastest, measured at a million rows, which no ORM
 * query expresses: a clustered WITHOUT ROWID key on SQLite, DISTINCT ON into a plain table on PostgreSQL.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';

/** The file's rows as read, in file order (common/sql StagingTable). */
export const STAGE = 'current_import_stage';
/** The staged rows keyed and ordered by the items they name, one row per key (its first line). */
export const SORTED = 'current_import_sorted';

const VALUE_TYPES = { part_number: 'VARCHAR(200)', is_kit: 'BOOLEAN', price: 'NUMERIC(12, 2)', availability: 'VARCHAR(16)', brand: 'VARCHAR(200)' };
const VALUE_COLUMNS = Object.entries(VALUE_TYPES).map(([column, type]) => `${column} ${type}`).join(', ');
const VALUES = 'part_number, is_kit, price, availability, brand';
/** The row's type as part of its key: 0 single, 1 kit, 2 either (primary key columns cannot be NULL). */
const kitCode = (isKit: string) => `CASE WHEN ${isKit} IS NULL THEN 2 WHEN ${isKit} THEN 1 ELSE 0 END`;

/** The staging table's columns and their types (the same text on both databases). */
export const STAGE_COLUMNS = { line: 'INTEGER NOT NULL', by_id: 'BOOLEAN NOT NULL', item_key: 'VARCHAR(200) NOT NULL', ...VALUE_TYPES };

export const DROP_SORTED = defineStatement<[]>({ sql: `DROP TABLE IF EXISTS ${SORTED}` });

export const CREATE_SORTED_SQLITE = defineStatement<[]>({
  sql: `CREATE TEMPORARY TABLE ${SORTED} (
      by_id BOOLEAN NOT NULL, item_key VARCHAR(200) NOT NULL, kit SMALLINT NOT NULL, line INTEGER NOT NULL, ${VALUE_COLUMNS},
      PRIMARY KEY (by_id, item_key, kit)) WITHOUT ROWID`,
});

/**
 * Fills the keyed table in key order; a key given again keeps its first line. WHERE TRUE: SQLite's parser
 * needs a WHERE before an upsert clause on INSERT … SELECT.
 */
export const FILL_SORTED_SQLITE = defineStatement<[]>({
  sql: `INSERT INTO ${SORTED} (by_id, item_key, kit, line, ${VALUES})
       SELECT by_id, item_key, ${kitCode('is_kit')} AS kit, line, ${VALUES} FROM ${STAGE} WHERE TRUE
       ORDER BY by_id, item_key, kit, line
       ON CONFLICT DO NOTHING`,
});

export const CREATE_SORTED_POSTGRES = defineStatement<[]>({
  sql: `CREATE TEMPORARY TABLE ${SORTED} (
      by_id BOOLEAN NOT NULL, item_key VARCHAR(200) NOT NULL, kit SMALLINT NOT NULL, line INTEGER NOT NULL, ${VALUE_COLUMNS})`,
});

/** Fills the keyed table in key order, each key's first line only. */
export const FILL_SORTED_POSTGRES = defineStatement<[]>({
  sql: `INSERT INTO ${SORTED} (by_id, item_key, kit, line, ${VALUES})
       SELECT DISTINCT ON (by_id, item_key, kit) by_id, item_key, ${kitCode('is_kit')} AS kit, line, ${VALUES} FROM ${STAGE}
       ORDER BY by_id, item_key, kit, line`,
});

export const ANALYZE_SORTED = defineStatement<[]>({ sql: `ANALYZE ${SORTED}` });

/** PostgreSQL: whether a key (by_id, item_key, type) is given on more than one line; one hashed pass, no sort. */
export const HAS_REPEATED_KEYS_POSTGRES = defineQuery<[], boolean>({
  sql: `SELECT EXISTS (SELECT 1 FROM ${STAGE} GROUP BY by_id, item_key, is_kit HAVING COUNT(*) > 1) AS repeated`,
  map: (row) => row.repeated === true,
});

/** PostgreSQL: the staged rows, every key given once, become the keyed table as they are (no copy, no kit column). */
export const STAGE_AS_SORTED_POSTGRES = defineStatement<[]>({ sql: `ALTER TABLE ${STAGE} RENAME TO ${SORTED}` });

const REPEATED = `FROM ${STAGE} st JOIN ${SORTED} s ON s.by_id = st.by_id AND s.item_key = st.item_key AND s.kit = ${kitCode('st.is_kit')}
       WHERE st.line <> s.line`;

/** The staged rows a key's first line left out, by line, each with that first line; binds the limit. */
/** A type, not an interface, so that describeKey reads it as the record it is. */
export type DuplicateRow = {
  line: number;
  by_id: unknown;
  item_key: string;
  is_kit: unknown;
  first_line: number;
};

export const DUPLICATES = defineQuery<[limit: number], DuplicateRow>({
  sql: `SELECT st.line, st.by_id, st.item_key, st.is_kit, s.line AS first_line ${REPEATED} ORDER BY st.line LIMIT ?`,
  map: (row) => ({ line: rawNumber(row.line), by_id: row.by_id, item_key: String(row.item_key), is_kit: row.is_kit, first_line: rawNumber(row.first_line) }),
});

/** Every such row as a problem of the import (imports/ImportLog); binds the file name. */
export const DUPLICATE_PROBLEMS = defineStatement<[file: string]>({
  sql: `SELECT CAST(? AS VARCHAR(255)) AS file, st.line AS line,
       CASE WHEN st.by_id THEN 'id' ELSE 'item_number' END AS column_name, st.item_key AS value,
       'duplicate key, first given on line ' || s.line || '; this row is skipped' AS reason ${REPEATED} ORDER BY st.line`,
});
