import { Injectable } from '@nestjs/common';
import { ImportErrors, ImportFile, readImportFile } from '../../common/csv';
import { importLock } from '../../common/jobs/import-lock';
import { BrandImportResultView } from './brand-import-result';
import { BRAND_PARTS_FORMAT } from './brand-parts-format';
import { BrandPartsImporter } from './brand-parts-importer';

/** POST /brands/upload: one brand-and-parts CSV, applied whole or not at all, one import into parts at a time. */
@Injectable()
export class BrandImportService {
  constructor(private readonly importer: BrandPartsImporter) {}

  import(file: ImportFile): Promise<BrandImportResultView> {
    return importLock.run('parts', () => {
      const errors = new ImportErrors();
      return this.importer.import(readImportFile(file, BRAND_PARTS_FORMAT, { errors, batchSize: 10_000 }), errors);
    });
  }
}
