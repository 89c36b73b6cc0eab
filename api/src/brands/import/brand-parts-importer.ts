import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { ImportErrors } from '../../common/csv/import-errors';
import type { RowBatch } from '../../common/csv/import-format';
import { rawNumber } from '../../common/sql/raw-values';
import { BrandImportResultView, ImportErrorRowView, toErrorRow } from './brand-import-result';
import type { BrandPartRow } from './brand-parts-format';
import { BrandIds } from './brand-ids';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { StagingTable } from '../../common/sql/staging-table';

const STAGE = 'brand_import_rows';
const MAX_ERROR_ROWS = 100;

/**
 * Writes a brand-and-parts file set-based, in one transaction: rows are staged into a
 * temporary table (common/sql StagingTable; missing brands are created as they appear),
 * repeats within the file are dropped, then one INSERT … ON CONFLICT writes all parts.
 * Any exception (a file that fails as a whole) rolls everything back.
 */
@Injectable()
export class BrandPartsImporter {
  constructor(private readonly em: EntityManager) {}

  async import(batches: AsyncIterable<RowBatch<BrandPartRow>>, errors: ImportErrors): Promise<BrandImportResultView> {
    return this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const now = new Date();
      const stage = await StagingTable.create(sql, STAGE, {
        line: 'INTEGER NOT NULL',
        brand_id: 'INTEGER NOT NULL',
        part_number: 'VARCHAR(200) NOT NULL',
        part_type: 'VARCHAR(200)',
      });
      const brands = await BrandIds.load(sql, now);
      // A batch at a time: its new brands are created before its rows name them, and no statement can run on the connection while a COPY is open.
      for await (const batch of batches) {
        await brands.ensure(batch.rows.map((row) => row.brand));
        const rows = batch.rows.map((row) => [row.line, brands.idOf(row.brand), row.part_number, row.part_type || null]);
        await stage.append(['line', 'brand_id', 'part_number', 'part_type'], [rows]);
      }
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
      await stage.drop();

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

function firstByLine(rows: ImportErrorRowView[]): ImportErrorRowView[] {
  return rows.sort((a, b) => a.line - b.line).slice(0, MAX_ERROR_ROWS);
}
