import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, ImportRow, readImportFile } from '../common/csv';
import { badRequest, notFound } from '../common/errors/http-errors';
import { importLock } from '../common/jobs/import-lock';
import { rawNumber } from '../common/sql/raw-values';
import { PRODUCT_STORED_COLUMNS, searchKey } from './product-fields';
import { PRODUCT_IMPORT_FORMAT, ProductImportRow } from './product-import-format';
import { ProductPositionsService } from './product-positions.service';
import type { ProductImportResultView } from './product-views';

const STAGE = 'product_import_stage';
const COLUMNS = PRODUCT_STORED_COLUMNS;
/** Rows per staging INSERT: keeps the bound values under SQLite's 32,766 limit. */
const ROWS_PER_INSERT = Math.floor(30_000 / COLUMNS.length);
const MAX_LISTED_ERRORS = 100;
const STAGE_TYPES: Partial<Record<(typeof COLUMNS)[number], string>> = {
  price: 'NUMERIC(12, 2)',
  sale_price: 'NUMERIC(12, 2)',
  is_kit: 'BOOLEAN',
};

type Params = Array<string | number | boolean | Date | null>;

/**
 * POST /parts/import: several CSV files for one brand, applied in one transaction. Rows are staged
 * in a temporary table keyed by part number (a later row replaces an earlier one, within a file and
 * across files), then merged into draft_products with one INSERT … ON CONFLICT (brand_id, part_number).
 */
@Injectable()
export class ProductsImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
  ) {}

  async import(brandField: string | undefined, files: ImportFile[]): Promise<ProductImportResultView> {
    if (!brandField?.trim()) throw badRequest('Please select a brand');
    const brandId = Number(brandField);
    if (!Number.isInteger(brandId) || brandId <= 0) throw badRequest('brand_id must be a brand id such as 3');
    if (!files.length) throw badRequest('Please select at least one CSV file');
    const notCsv = files.find((file) => !/\.csv$/i.test(file.originalname));
    if (notCsv) throw badRequest(`Only CSV files are allowed: ${displayFileName(notCsv.originalname)}`);
    const [brand] = await this.em.getConnection().execute<unknown[]>('SELECT 1 FROM brands WHERE id = ?', [brandId]);
    if (!brand) throw notFound('Brand', brandId);

    const result = await importLock.run('draft_products', () => this.em.transactional((tx) => this.apply(tx, brandId, files)));
    await this.positions.invalidate('draft');
    return result;
  }

  private async apply(tx: EntityManager, brandId: number, files: ImportFile[]): Promise<ProductImportResultView> {
    const run = (sql: string, params: Params = []) => tx.execute(sql, params, 'run');
    const count = async (sql: string, params: Params = []) =>
      rawNumber((await tx.execute<Array<{ n: unknown }>>(sql, params))[0]?.n);

    await run(`CREATE TEMP TABLE ${STAGE} (part_number VARCHAR(200) PRIMARY KEY, ${COLUMNS.slice(1)
      .map((c) => `${c} ${STAGE_TYPES[c] ?? 'TEXT'}`)
      .join(', ')})`);

    const errors = new ImportErrors(MAX_LISTED_ERRORS);
    let accepted = 0;
    for (const file of files) {
      for await (const batch of readImportFile(file, PRODUCT_IMPORT_FORMAT, { errors })) {
        accepted += batch.rows.length;
        for (let start = 0; start < batch.rows.length; start += ROWS_PER_INSERT) {
          await this.stage(run, batch.rows.slice(start, start + ROWS_PER_INSERT));
        }
      }
    }

    const staged = await count(`SELECT COUNT(*) AS n FROM ${STAGE}`);
    const existing = await count(
      `SELECT COUNT(*) AS n FROM ${STAGE} s JOIN draft_products d ON d.brand_id = ? AND d.part_number = s.part_number`,
      [brandId],
    );
    const now = new Date();
    // `WHERE true` lets SQLite tell the ON CONFLICT clause from a join constraint of the SELECT.
    await run(
      `INSERT INTO draft_products (brand_id, ${COLUMNS.join(', ')}, created_at, updated_at)
       SELECT ?, ${COLUMNS.join(', ')}, ?, ? FROM ${STAGE} WHERE true
       ON CONFLICT (brand_id, part_number) DO UPDATE SET
         ${[...COLUMNS.slice(1), 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [brandId, now, now],
    );
    await run(`DROP TABLE ${STAGE}`);

    return {
      stats: {
        total_rows: accepted + errors.count,
        processed: accepted,
        errors: errors.count,
        duplicates: accepted - staged + existing,
      },
      errors: errors.rows,
      warnings: errors.warnings,
    };
  }

  /** One multi-row INSERT; a part number repeated within it keeps its last row (PostgreSQL refuses one statement touching a row twice). */
  private stage(run: (sql: string, params: Params) => Promise<unknown>, rows: ImportRow<ProductImportRow>[]) {
    const last = new Map<string, ImportRow<ProductImportRow>>();
    for (const row of rows) last.set(row.part_number, row);
    const params: Params = [];
    for (const row of last.values()) {
      for (const column of COLUMNS) params.push(this.stagedValue(row, column));
    }
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    return run(
      `INSERT INTO ${STAGE} (${COLUMNS.join(', ')}) VALUES ${Array.from(last, () => tuple).join(', ')}
       ON CONFLICT (part_number) DO UPDATE SET ${COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}`,
      params,
    );
  }

  private stagedValue(row: ProductImportRow, column: (typeof COLUMNS)[number]): Params[number] {
    if (column === 'is_kit') return row.is_kit ?? false;
    if (column === 'search_key') return searchKey(row.part_number, row.title);
    return row[column] ?? null;
  }
}
