import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { ImportErrors, RowProblem } from '../../common/csv/import-errors';
import type { RowBatch } from '../../common/csv/import-format';
import { rawNumber } from '../../common/sql/raw-values';
import { BrandImportResultView, ImportErrorRowView } from './brand-import-result';
import type { BrandPartRow } from './brand-parts-format';
import { BrandIds } from './brand-ids';
import { SqlRunner } from './sql-runner';
import { insertStagedRows, StagedRow } from './staging-insert';

const STAGE = 'brand_import_rows';
/** Rows per staging INSERT (one JSON parameter each). */
const STAGE_BATCH = 10_000;
const MAX_ERROR_ROWS = 100;

/**
 * Writes a brand-and-parts file set-based, in one transaction: rows are staged into a
 * temporary table a batch per INSERT (missing brands are created as they appear),
 * repeats within the file are dropped, then one INSERT … ON CONFLICT writes all parts.
 * Any exception (a file that fails as a whole) rolls everything back.
 */
@Injectable()
export class BrandPartsImporter {
  constructor(private readonly em: EntityManager) {}

  async import(batches: AsyncIterable<RowBatch<BrandPartRow>>, errors: ImportErrors): Promise<BrandImportResultView> {
    return this.em.transactional(async (em) => {
      const sql = new SqlRunner(em);
      const now = new Date();
      await sql.run(`DROP TABLE IF EXISTS ${STAGE}`);
      await sql.run(
        `CREATE TEMPORARY TABLE ${STAGE} (line INTEGER NOT NULL, brand_id INTEGER NOT NULL, part_number VARCHAR(200) NOT NULL, part_type VARCHAR(200))`,
      );
      const brands = await BrandIds.load(sql, now);
      for await (const batch of batches) await this.stage(sql, brands, batch);
      await sql.run(`CREATE INDEX ${STAGE}_key ON ${STAGE} (brand_id, part_number)`);

      const duplicates = await this.dropRepeats(sql);
      const [counts] = await sql.all(`
        SELECT COUNT(*) AS parts, COUNT(DISTINCT s.brand_id) AS brands,
               SUM(CASE WHEN p.id IS NULL THEN 1 ELSE 0 END) AS created
        FROM ${STAGE} s LEFT JOIN parts p ON p.brand_id = s.brand_id AND p.part_number = s.part_number`);
      await sql.run(
        `INSERT INTO parts (brand_id, part_number, part_type, created_at, updated_at)
         SELECT brand_id, part_number, part_type, ?, ? FROM ${STAGE} WHERE true
         ON CONFLICT (brand_id, part_number) DO UPDATE
           SET part_type = excluded.part_type, updated_at = excluded.updated_at
           WHERE excluded.part_type IS NOT NULL AND (parts.part_type IS NULL OR parts.part_type <> excluded.part_type)`,
        [now, now],
      );
      await sql.run(`DROP TABLE ${STAGE}`);

      const parts = rawNumber(counts.parts);
      const created = rawNumber(counts.created);
      return {
        brands: rawNumber(counts.brands),
        brands_created: brands.created,
        parts,
        created,
        updated: parts - created,
        errors: errors.count + duplicates.count,
        error_rows: firstByLine([...errors.rows.map(toErrorRow), ...duplicates.rows]),
        warnings: errors.warnings,
      };
    });
  }

  private async stage(sql: SqlRunner, brands: BrandIds, batch: RowBatch<BrandPartRow>): Promise<void> {
    await brands.ensure(batch.rows.map((row) => row.brand));
    for (let start = 0; start < batch.rows.length; start += STAGE_BATCH) {
      const rows = batch.rows.slice(start, start + STAGE_BATCH);
      await insertStagedRows(
        sql,
        STAGE,
        rows.map((row): StagedRow => [row.line, brands.idOf(row.brand), row.part_number, row.part_type || null]),
      );
    }
  }

  /** A later row for a brand and part number already given is skipped and reported: the first one wins. */
  private async dropRepeats(sql: SqlRunner): Promise<{ count: number; rows: ImportErrorRowView[] }> {
    const repeats = `
      FROM ${STAGE} s JOIN (
        SELECT brand_id, part_number, MIN(line) AS first_line FROM ${STAGE}
        GROUP BY brand_id, part_number HAVING COUNT(*) > 1
      ) f ON f.brand_id = s.brand_id AND f.part_number = s.part_number
      WHERE s.line > f.first_line`;
    const [{ total }] = await sql.all(`SELECT COUNT(*) AS total ${repeats}`);
    const count = rawNumber(total);
    if (count === 0) return { count, rows: [] };
    const rows = await sql.all(`SELECT s.line, s.part_number, f.first_line ${repeats} ORDER BY s.line LIMIT ${MAX_ERROR_ROWS}`);
    await sql.run(
      `DELETE FROM ${STAGE} WHERE line NOT IN (SELECT MIN(line) FROM ${STAGE} GROUP BY brand_id, part_number)`,
    );
    return {
      count,
      rows: rows.map((row) => ({
        line: rawNumber(row.line),
        field: 'part_number',
        reason: `repeats part number '${String(row.part_number)}' of the same brand from line ${rawNumber(row.first_line)}; skipped`,
      })),
    };
  }
}

function toErrorRow(problem: RowProblem): ImportErrorRowView {
  return { line: problem.line, field: problem.field ?? null, reason: problem.reason };
}

function firstByLine(rows: ImportErrorRowView[]): ImportErrorRowView[] {
  return rows.sort((a, b) => a.line - b.line).slice(0, MAX_ERROR_ROWS);
}
