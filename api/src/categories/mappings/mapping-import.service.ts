import { Injectable } from '@nestjs/common';
import { ImportErrors, ImportFile, ImportFileError, displayFileName, readImportFile } from '../../common/csv';
import type { AuthPrincipal } from '../../common/auth/current-user.decorator';
import { ImportsService } from '../../imports/imports.service';
import type { ImportOutcome } from '../../imports/import-log';
import type { MappingUploadView } from '../categories-views';
import type { CategoryView } from '../taxonomy/category-views';
import { MAPPING_IMPORT_FORMAT } from './mapping-import-format';
import { MappingInput, MappingsService } from './mappings.service';
import { TaxonomyIndex } from '../taxonomy/taxonomy-index.service';

/**
 * Imports mappings from a CSV: each row names a part type and a category (id or full
 * path). Rows without a category are skipped (an exported unmapped part type), rows with
 * an unknown category are reported by line; the rest are applied in one transaction.
 */
@Injectable()
export class MappingImportService {
  constructor(
    private readonly index: TaxonomyIndex,
    private readonly mappings: MappingsService,
    private readonly imports: ImportsService,
  ) {}

  importFile(file: ImportFile, user: AuthPrincipal): Promise<MappingUploadView> {
    const name = displayFileName(file.originalname);
    return this.imports.record('mappings', [name], user.email, () => this.apply(file, name, user.userId));
  }

  /**
   * Counts for the history: an unknown category is a row not found, a row without one is unchanged
   * (left unmapped), as is a later row of a part type given again (the last wins) and a mapping to the
   * category it already had; mappings moved to another category count as updated.
   */
  private async apply(file: ImportFile, name: string, userId: number): Promise<ImportOutcome<Omit<MappingUploadView, 'import_id' | 'counts'>>> {
    const errors = new ImportErrors();
    const inputs: MappingInput[] = [];
    let rowsRead = 0;
    let skipped = 0;
    let unknown = 0;
    for await (const batch of readImportFile(file, MAPPING_IMPORT_FORMAT, { errors })) {
      if (!batch.columns.includes('category_id') && !batch.columns.includes('category')) {
        throw new ImportFileError(name, "needs a category_id or a category column next to part_type", 1);
      }
      for (const row of batch.rows) {
        rowsRead++;
        if (row.category_id === undefined && !row.category) {
          skipped++;
          continue;
        }
        const category = await this.findCategory(row.category_id, row.category);
        if (!category) {
          unknown++;
          const field = row.category_id !== undefined ? 'category_id' : 'category';
          const value = row.category_id !== undefined ? String(row.category_id) : row.category;
          errors.add({ file: name, line: row.line, field, value, reason: `category ${row.category_id ?? `'${row.category}'`} not found` });
          continue;
        }
        inputs.push({ part_type: row.part_type, category_id: category.category_id, confidence: null, source: 'upload' });
      }
    }
    // The reader leaves rejected rows out of the batches and counts them in `errors`.
    const totalRows = rowsRead + errors.count - unknown;
    const { created, updated, same } = await this.mappings.upsertMany(inputs, userId);
    const result = {
      success: true,
      message: `Imported ${created + updated} mappings (${created} created, ${updated} updated)` +
        (skipped ? `; ${skipped} rows without a category skipped` : '') +
        (errors.count ? `; ${errors.count} rows with errors` : ''),
      total_rows: totalRows,
      created,
      updated,
      skipped,
      errors: errors.count,
      error_details: errors.messages(),
    };
    const counts = {
      read: totalRows,
      inserted: created,
      updated: updated - same,
      unchanged: skipped + same + inputs.length - created - updated,
      not_found: unknown,
      refused: errors.count - unknown,
    };
    return { result, counts, errors };
  }

  private async findCategory(id: number | undefined, reference: string | undefined): Promise<CategoryView | undefined> {
    if (id !== undefined) return this.index.byId(id);
    const text = reference!.trim();
    return /^\d+$/.test(text) ? this.index.byId(Number(text)) : this.index.byPath(text);
  }
}
