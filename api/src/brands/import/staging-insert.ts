import type { SqlRunner } from './sql-runner';

export type StagedRow = [line: number, brandId: number, partNumber: string, partType: string | null];

/**
 * Inserts a batch of rows into the staging table with ONE parameter: the rows as a JSON
 * array, unpacked by the database (SQLite json_each, PostgreSQL json_to_recordset).
 * node-sqlite3 binds every parameter separately on the main thread, which made a
 * 100,000-row file spend seconds in binding alone with ordinary multi-row VALUES; one
 * JSON text per batch is about three times faster and stays far from parameter limits.
 */
export async function insertStagedRows(sql: SqlRunner, table: string, rows: StagedRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(rows);
  if (sql.isPostgres) {
    await sql.run(
      `INSERT INTO ${table} (line, brand_id, part_number, part_type)
       SELECT CAST(r->>0 AS integer), CAST(r->>1 AS integer), r->>2, r->>3 FROM json_array_elements(CAST(? AS json)) AS r`,
      [json],
    );
    return;
  }
  await sql.run(
    `INSERT INTO ${table} (line, brand_id, part_number, part_type)
     SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
     FROM json_each(?)`,
    [json],
  );
}
