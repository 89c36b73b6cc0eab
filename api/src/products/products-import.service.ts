import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, readImportFile } from '../common/csv';
import { badRequest, notFound } from '../common/errors/http-errors';
import { importLock } from '../common/jobs/import-lock';
import { rawNumber } from '../common/sql/raw-values';
import { sqlRunner } from '../common/sql/sql-runner';
import { StagingTable } from '../common/sql/staging-table';
import { PRODUCT_STORED_COLUMNS, searchKey } from './product-fields';
import { PRODUCT_IMPORT_FORMAT, ProductImportRow } from './product-import-format';
import { ProductPositionsService } from './product-positions.service';
import type { ProductImportResultView } from './product-views';

const STAGE = 'product_import_stage';
/** The staged rows' order across all files: a later row of a part number replaces an earlier one. */
const SEQ = 'seq';
const COLUMNS = PRODUCT_STORED_COLUMNS;
const MAX_LISTED_ERRORS = 100;
const STAGE_TYPES: Partial<Record<(typeof COLUMNS)[number], string>> = {
  price: 'NUMERIC(12, 2)',
  sale_price: 'NUMERIC(12, 2)',
  is_kit: 'BOOLEAN',
};

/**
 * POST /parts/import: several CSV files for one brand, applied in one transaction. Rows are staged
 * in file order (common/sql StagingTable), then the last row of each part number (within a file and
 * across files) is merged into draft_products with one INSERT … ON CONFLICT (brand_id, part_number),
 * in the order the part numbers first appear.
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
    const sql = sqlRunner(tx);
    const count = async (query: string, params: unknown[] = []) => rawNumber((await sql.all(query, params))[0]?.n);
    const stage = await StagingTable.create(sql, STAGE, {
      [SEQ]: 'INTEGER NOT NULL',
      ...Object.fromEntries(COLUMNS.map((c) => [c, STAGE_TYPES[c] ?? 'TEXT'])),
    });

    const errors = new ImportErrors(MAX_LISTED_ERRORS);
    const accepted = await stage.append([SEQ, ...COLUMNS], stagedRows(files, errors));

    const latest = `(SELECT part_number, MIN(${SEQ}) AS first_seq, MAX(${SEQ}) AS last_seq FROM ${STAGE} GROUP BY part_number)`;
    const staged = await count(`SELECT COUNT(DISTINCT part_number) AS n FROM ${STAGE}`);
    const existing = await count(
      `SELECT COUNT(*) AS n FROM ${latest} k JOIN draft_products d ON d.brand_id = ? AND d.part_number = k.part_number`,
      [brandId],
    );
    const now = new Date();
    // `WHERE true` lets SQLite tell the ON CONFLICT clause from a join constraint of the SELECT.
    await sql.run(
      `INSERT INTO draft_products (brand_id, ${COLUMNS.join(', ')}, created_at, updated_at)
       SELECT ?, ${COLUMNS.map((c) => `s.${c}`).join(', ')}, ?, ? FROM ${STAGE} s JOIN ${latest} k ON s.${SEQ} = k.last_seq WHERE true
       ORDER BY k.first_seq
       ON CONFLICT (brand_id, part_number) DO UPDATE SET
         ${[...COLUMNS.slice(1), 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [brandId, now, now],
    );
    await stage.drop();

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
}

/** Every file's accepted rows in order, numbered across the files, as the staging table's columns. */
async function* stagedRows(files: ImportFile[], errors: ImportErrors): AsyncGenerator<unknown[][]> {
  let seq = 0;
  for (const file of files) {
    for await (const batch of readImportFile(file, PRODUCT_IMPORT_FORMAT, { errors })) {
      yield batch.rows.map((row) => [++seq, ...COLUMNS.map((column) => stagedValue(row, column))]);
    }
  }
}

function stagedValue(row: ProductImportRow, column: (typeof COLUMNS)[number]): unknown {
  if (column === 'is_kit') return row.is_kit ?? false;
  if (column === 'search_key') return searchKey(row.part_number, row.title);
  return row[column] ?? null;
}
