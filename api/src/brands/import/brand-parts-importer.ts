import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { ImportErrors } from '../../common/csv/import-errors';
import type { RowBatch } from '../../common/csv/import-format';
import { BrandImportResultView, ImportErrorRowView, repeatReason, toErrorRow } from './brand-import-result';
import type { ImportLog, ImportOutcome } from '../../imports/import-log';
import type { BrandPartRow } from './brand-parts-format';
import { BrandIds } from './brand-ids';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { StagingTable } from '../../common/sql/staging-table';
import {
  DROP_REPEATS,
  REPEAT_COUNT,
  REPEAT_PROBLEMS,
  REPEAT_ROWS,
  STAGE,
  STAGE_COLUMNS,
  STAGE_COUNTS,
  STAGE_INDEX,
  UPSERT_PARTS,
} from '../sql/import-parts.sql';

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

  async import(
    batches: AsyncIterable<RowBatch<BrandPartRow>>,
    errors: ImportErrors,
    log: ImportLog,
    file: string,
  ): Promise<ImportOutcome<Omit<BrandImportResultView, 'import_id' | 'counts'>>> {
    return this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const now = new Date();
      const stage = await StagingTable.create(sql, STAGE, STAGE_COLUMNS);
      const brands = await BrandIds.load(sql, now);
      // A batch at a time: its new brands are created before its rows name them, and no statement can run on the connection while a COPY is open.
      for await (const batch of batches) {
        await brands.ensure(batch.rows.map((row) => row.brand));
        const rows = batch.rows.map((row) => [row.line, brands.idOf(row.brand), row.part_number, row.part_type || null]);
        await stage.append(['line', 'brand_id', 'part_number', 'part_type'], [rows]);
      }
      await sql.run(STAGE_INDEX, []);

      const duplicates = await this.dropRepeats(sql, log, file);
      const [counts] = await sql.rows(STAGE_COUNTS, []);
      const written = await sql.run(UPSERT_PARTS, [now, now]);
      await stage.drop();

      const { parts, created } = counts;
      // An existing part is written only when the file gives it another part type.
      const changed = written - created;
      const refused = errors.count + duplicates.count;
      return {
        result: {
          brands: counts.brands,
          brands_created: brands.created,
          parts,
          created,
          updated: parts - created,
          errors: refused,
          error_rows: firstByLine([...errors.rows.map(toErrorRow), ...duplicates.rows]),
          warnings: errors.warnings,
        },
        counts: { read: parts + refused, inserted: created, updated: changed, unchanged: parts - created - changed, not_found: 0, refused },
        errors,
      };
    });
  }

  /** A later row for a brand and part number already given is skipped and reported: the first one wins. */
  private async dropRepeats(sql: SqlRunner, log: ImportLog, file: string): Promise<{ count: number; rows: ImportErrorRowView[] }> {
    const [count] = await sql.rows(REPEAT_COUNT, []);
    if (count === 0) return { count, rows: [] };
    await log.storeProblems(sql, REPEAT_PROBLEMS, [file]);
    const rows = await sql.rows(REPEAT_ROWS, [MAX_ERROR_ROWS]);
    await sql.run(DROP_REPEATS, []);
    return {
      count,
      rows: rows.map((row) => ({ line: row.line, field: 'part_number', reason: repeatReason(row.part_number, row.first_line) })),
    };
  }
}

function firstByLine(rows: ImportErrorRowView[]): ImportErrorRowView[] {
  return rows.sort((a, b) => a.line - b.line).slice(0, MAX_ERROR_ROWS);
}
