import { Injectable } from '@nestjs/common';
import { importableHeader } from '../../common/csv';
import { toCsv } from '../../common/csv/csv-writer';
import { MAPPING_IMPORT_FORMAT } from '../mappings/mapping-import-format';
import { PartTypesService } from '../part-types/part-types.service';
import { TaxonomyIndex } from './taxonomy-index.service';

/** The mapping upload's columns, under the names these exports have always used: a part types export reads back unchanged. */
const PART_TYPE = importableHeader(MAPPING_IMPORT_FORMAT, 'part_type');
const CATEGORY_ID = importableHeader(MAPPING_IMPORT_FORMAT, 'category_id');
const CATEGORY_PATH = importableHeader(MAPPING_IMPORT_FORMAT, 'category', 'category_path');
const FULL_PATH = importableHeader(MAPPING_IMPORT_FORMAT, 'category', 'full_path');

/** Every part type fits in one export; the list is a few thousand rows at most. */
const ALL_PART_TYPES = 1_000_000;

/** CSV downloads of the taxonomy and of the part types with their mappings (re-importable via upload-mappings). */
@Injectable()
export class CategoryExportService {
  constructor(
    private readonly index: TaxonomyIndex,
    private readonly partTypes: PartTypesService,
  ) {}

  async categoriesCsv(): Promise<string> {
    const categories = await this.index.categories();
    return toCsv([CATEGORY_ID, 'name', FULL_PATH], categories.map((c) => [c.category_id, c.name, c.full_path]));
  }

  async partTypesCsv(): Promise<string> {
    const { items } = await this.partTypes.list('all', { limit: ALL_PART_TYPES });
    return toCsv(
      [PART_TYPE, 'usage_count', CATEGORY_ID, CATEGORY_PATH, 'confidence', 'source'],
      items.map((p) => [p.part_type, p.usage_count, p.category_id, p.full_path, p.confidence, p.source]),
    );
  }
}
