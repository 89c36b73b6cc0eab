import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, readImportFile } from '../../common/csv';
import { ImportsService } from '../../imports/imports.service';
import { brandKey } from './brand-ids';
import { importLock } from '../../common/jobs/import-lock';
import { BrandImportPreviewView, BrandImportResultView, repeatReason, toErrorRow } from './brand-import-result';
import { BRAND_PARTS_FORMAT } from './brand-parts-format';
import { BrandPartsImporter } from './brand-parts-importer';

/** Rows the Review step shows. */
const PREVIEW_ROWS = 5;

/** POST /brands/upload: one brand-and-parts CSV, applied whole or not at all, one import into parts at a time. */
@Injectable()
export class BrandImportService {
  constructor(
    private readonly importer: BrandPartsImporter,
    private readonly imports: ImportsService,
  ) {}

  /**
   * The file read exactly as import() reads it (header names, encodings, row checks, repeats of a brand
   * and part number), and nothing written: every row the import would skip is listed, and
   * total_parts + errors are the import's parts + errors.
   */
  async preview(file: ImportFile): Promise<BrandImportPreviewView> {
    const errors = new ImportErrors(Number.MAX_SAFE_INTEGER);
    const name = displayFileName(file.originalname);
    const preview: BrandImportPreviewView = { columns: [], rows: [], unique_brands: 0, total_parts: 0, errors: 0, error_rows: [] };
    const brands = new Set<string>();
    const firstLines = new Map<string, number>();
    for await (const batch of readImportFile(file, BRAND_PARTS_FORMAT, { errors, batchSize: 10_000 })) {
      preview.columns = batch.columns.map((key) => BRAND_PARTS_FORMAT.columns.find((column) => column.key === key)!.header);
      for (const row of batch.rows) {
        const part = `${brandKey(row.brand)}\t${row.part_number}`;
        const first = firstLines.get(part);
        if (first !== undefined) {
          errors.add({ file: name, line: row.line, field: 'part_number', value: row.part_number, reason: repeatReason(row.part_number, first) });
          continue;
        }
        firstLines.set(part, row.line);
        brands.add(brandKey(row.brand));
        preview.total_parts++;
        if (preview.rows.length < PREVIEW_ROWS) preview.rows.push({ line: row.line, brand: row.brand, part_number: row.part_number, part_type: row.part_type ?? null });
      }
    }
    const errorRows = errors.rows.map(toErrorRow).sort((a, b) => a.line - b.line);
    return { ...preview, unique_brands: brands.size, errors: errors.count, error_rows: errorRows };
  }

  import(file: ImportFile, user: string): Promise<BrandImportResultView> {
    const name = displayFileName(file.originalname);
    return this.imports.record('brands_parts', [name], user, (log) =>
      importLock.run('parts', () => {
        const errors = new ImportErrors();
        return this.importer.import(readImportFile(file, BRAND_PARTS_FORMAT, { errors, batchSize: 10_000 }), errors, log, name);
      }),
    );
  }
}

