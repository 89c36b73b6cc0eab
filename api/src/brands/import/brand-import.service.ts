import { Injectable } from '@nestjs/common';
import { ImportErrors, ImportFile, readImportFile } from '../../common/csv';
import { importLock } from '../../common/jobs/import-lock';
import { BrandImportPreviewView, BrandImportResultView, toErrorRow } from './brand-import-result';
import { BRAND_PARTS_FORMAT } from './brand-parts-format';
import { BrandPartsImporter } from './brand-parts-importer';

/** Rows the Review step shows. */
const PREVIEW_ROWS = 5;

/** POST /brands/upload: one brand-and-parts CSV, applied whole or not at all, one import into parts at a time. */
@Injectable()
export class BrandImportService {
  constructor(private readonly importer: BrandPartsImporter) {}

  /** The file read exactly as import() reads it (header names, encodings, row checks), and nothing written. */
  async preview(file: ImportFile): Promise<BrandImportPreviewView> {
    const errors = new ImportErrors();
    const preview: BrandImportPreviewView = { columns: [], rows: [], unique_brands: 0, total_parts: 0, errors: 0, error_rows: [] };
    const brands = new Set<string>();
    for await (const batch of readImportFile(file, BRAND_PARTS_FORMAT, { errors, batchSize: 10_000 })) {
      preview.columns = batch.columns.map((key) => BRAND_PARTS_FORMAT.columns.find((column) => column.key === key)!.header);
      for (const row of batch.rows) {
        brands.add(row.brand.toLowerCase());
        if (preview.rows.length < PREVIEW_ROWS) preview.rows.push({ line: row.line, brand: row.brand, part_number: row.part_number, part_type: row.part_type ?? null });
      }
      preview.total_parts += batch.rows.length;
    }
    return { ...preview, unique_brands: brands.size, errors: errors.count, error_rows: errors.rows.map(toErrorRow) };
  }

  import(file: ImportFile): Promise<BrandImportResultView> {
    return importLock.run('parts', () => {
      const errors = new ImportErrors();
      return this.importer.import(readImportFile(file, BRAND_PARTS_FORMAT, { errors, batchSize: 10_000 }), errors);
    });
  }
}
