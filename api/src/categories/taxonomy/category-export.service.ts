import { Injectable } from '@nestjs/common';
import { toCsv } from '../../common/csv/csv-writer';
import { PartTypesService } from '../part-types/part-types.service';
import { TaxonomyIndex } from './taxonomy-index.service';

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
    return toCsv(['category_id', 'name', 'full_path'], categories.map((c) => [c.category_id, c.name, c.full_path]));
  }

  async partTypesCsv(): Promise<string> {
    const { items } = await this.partTypes.list('all', { limit: ALL_PART_TYPES });
    return toCsv(
      ['part_type', 'usage_count', 'category_id', 'category_path', 'confidence', 'source'],
      items.map((p) => [p.part_type, p.usage_count, p.category_id, p.full_path, p.confidence, p.source]),
    );
  }
}
