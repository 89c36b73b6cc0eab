import type { BrandView } from '../brand-views';
import type { ExportContent } from './export-options';

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
      yield `${first ? '' : ','}${JSON.stringify({ ...brandJson(brand, withCount), parts })}`;
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
