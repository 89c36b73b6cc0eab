import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, readImportFile } from '../common/csv';
import { badRequest, notFound } from '../common/errors/http-errors';
import { importLock } from '../common/jobs/import-lock';
import { sqlRunner } from '../common/sql/sql-runner';
import { StagingTable } from '../common/sql/staging-table';
import { PRODUCT_STORED_COLUMNS, searchKey } from './product-fields';
import { PRODUCT_IMPORT_FORMAT, ProductImportRow } from './product-import-format';
import { ProductPositionsService } from './product-positions.service';
import type { ProductImportResultView } from './product-views';
import { ImportsService } from '../imports/imports.service';
import type { ImportLog, ImportOutcome } from '../imports/import-log';
import {
  BRAND_EXISTS,
  COUNT_EXISTING,
  COUNT_STAGED,
  COUNT_UNCHANGED,
  MERGE_STAGED,
  REPLACED_PROBLEMS,
  SEQ,
  STAGE,
  STAGE_COLUMNS,
} from './sql/products-import.sql';

const COLUMNS = PRODUCT_STORED_COLUMNS;
const MAX_LISTED_ERRORS = 100;

/**
 * POST /parts/import: several CSV files for one brand, applied in one transaction. Rows are staged
 * in file order (common/sql StagingTable), then the last row of each part number (within a file and
 * across files) is merged into draft_products with one INSERT … ON CONFLICT (brand_id, part_number),
 * in the order the part numbers first appear. Recorded in the imports history: a row replaced by a
 * later row of its part number counts as refused (only the last is saved), with the rest
 * inserted, updated or unchanged.
 */
@Injectable()
export class ProductsImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
    private readonly imports: ImportsService,
  ) {}

  async import(brandField: string | undefined, files: ImportFile[], user: string): Promise<ProductImportResultView> {
    if (!brandField?.trim()) throw badRequest('Please select a brand');
    const brandId = Number(brandField);
    if (!Number.isInteger(brandId) || brandId <= 0) throw badRequest('brand_id must be a brand id such as 3');
    if (!files.length) throw badRequest('Please select at least one CSV file');
    const notCsv = files.find((file) => !/\.csv$/i.test(file.originalname));
    if (notCsv) throw badRequest(`Only CSV files are allowed: ${displayFileName(notCsv.originalname)}`);
    if (!(await sqlRunner(this.em).one(BRAND_EXISTS, [brandId]))) throw notFound('Brand', brandId);

    const names = files.map((file) => displayFileName(file.originalname));
    const result = await this.imports.record('draft_products', names, user, (log) =>
      importLock.run('draft_products', () => this.em.transactional((tx) => this.apply(tx, brandId, files, log))),
    );
    await this.positions.invalidate('draft');
    return result;
  }

  private async apply(tx: EntityManager, brandId: number, files: ImportFile[], log: ImportLog): Promise<ImportOutcome<ProductImportFields>> {
    const sql = sqlRunner(tx);
    const stage = await StagingTable.create(sql, STAGE, STAGE_COLUMNS);

    const errors = new ImportErrors(MAX_LISTED_ERRORS);
    const accepted = await stage.append([SEQ, 'file', 'line', ...COLUMNS], stagedRows(files, errors));

    const staged = (await sql.one(COUNT_STAGED, [])) ?? 0;
    const existing = (await sql.one(COUNT_EXISTING, [brandId])) ?? 0;
    const unchanged = (await sql.one(COUNT_UNCHANGED, [brandId])) ?? 0;
    if (accepted > staged) await log.storeProblems(sql, REPLACED_PROBLEMS, []);
    const now = new Date();
    await sql.run(MERGE_STAGED, [brandId, now, now]);
    await stage.drop();

    const read = accepted + errors.count;
    return {
      result: {
        stats: { total_rows: read, processed: accepted, errors: errors.count, duplicates: accepted - staged + existing },
        errors: errors.listed(),
        warnings: errors.warnings,
      },
      counts: {
        read,
        inserted: staged - existing,
        updated: existing - unchanged,
        unchanged,
        not_found: 0,
        refused: errors.count + accepted - staged,
      },
      errors,
    };
  }
}

/** The answer's own fields; the history adds import_id and counts. */
type ProductImportFields = Omit<ProductImportResultView, 'import_id' | 'counts'>;

/** Every file's accepted rows in order, numbered across the files, as the staging table's columns. */
async function* stagedRows(files: ImportFile[], errors: ImportErrors): AsyncGenerator<unknown[][]> {
  let seq = 0;
  for (const file of files) {
    const name = displayFileName(file.originalname);
    for await (const batch of readImportFile(file, PRODUCT_IMPORT_FORMAT, { errors })) {
      yield batch.rows.map((row) => [++seq, name, row.line, ...COLUMNS.map((column) => stagedValue(row, column))]);
    }
  }
}

function stagedValue(row: ProductImportRow, column: (typeof COLUMNS)[number]): unknown {
  if (column === 'is_kit') return row.is_kit ?? false;
  if (column === 'search_key') return searchKey(row.part_number, row.title);
  return row[column] ?? null;
}
