import { importableHeader } from '../../common/csv';
import type { BrandView } from '../brand-views';
import { BRAND_PARTS_FORMAT } from '../import/brand-parts-format';
import type { ExportPart } from './brand-export-source';
import type { ExportContent } from './export-options';

/** A part's keys are the brand-and-parts import's column names, so a parts list converted to CSV reads back. */
const [PART_NUMBER, PART_TYPE] = (['part_number', 'part_type'] as const).map((key) => importableHeader(BRAND_PARTS_FORMAT, key));
const partJson = (part: ExportPart) => ({ id: part.id, [PART_NUMBER]: part.part_number, [PART_TYPE]: part.part_type });

function brandJson(brand: BrandView, withCount: boolean): Record<string, unknown> {
  const { id, name, active, parts_count, created_at, updated_at } = brand;
  return { id, name, active, ...(withCount ? { parts_count } : {}), created_at, updated_at };
}

/** `{exported_at, stats?, brands: [{…, parts?: [{id, part_number, part_type}]}]}`, written brand by brand. */
export async function* jsonExport(content: ExportContent, exportedAt: Date): AsyncGenerator<string> {
  const withCount = content.stats !== undefined;
  yield `{"exported_at":${JSON.stringify(exportedAt)}`;
  if (content.stats) yield `,"stats":${JSON.stringify(content.stats)}`;
  yield ',"brands":[';
  let first = true;
  if (content.includeParts) {
    for await (const { brand, parts } of content.groups()) {
      yield `${first ? '' : ','}${JSON.stringify({ ...brandJson(brand, withCount), parts: parts.map(partJson) })}`;
      first = false;
    }
  } else {
    for (const brand of content.brands) {
      yield `${first ? '' : ','}${JSON.stringify(brandJson(brand, withCount))}`;
      first = false;
    }
  }
  yield ']}\n';
}
