import { csvCell, CsvValue } from '../../common/csv/csv-writer';
import { importableHeader } from '../../common/csv';
import { BRAND_PARTS_FORMAT } from '../import/brand-parts-format';
import type { ExportContent } from './export-options';

/** The columns POST /brands/upload reads back: the brand's name and each part. */
const [BRAND, PART_NUMBER, PART_TYPE] = (['brand', 'part_number', 'part_type'] as const).map((key) => importableHeader(BRAND_PARTS_FORMAT, key));

const line = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/**
 * One row per part (brand columns repeated; a brand without parts gets one row with empty
 * part columns), or one row per brand without parts. The brand, part_number and part_type
 * columns make the file importable again through POST /brands/upload.
 */
export async function* csvExport(content: ExportContent): AsyncGenerator<string> {
  const withCount = content.stats !== undefined;
  const brandHeader = ['brand_id', BRAND, 'active', ...(withCount ? ['parts_count'] : []), 'created_at'];
  const brandValues = (b: ExportContent['brands'][number]): CsvValue[] => [
    b.id,
    b.name,
    b.active,
    ...(withCount ? [b.parts_count] : []),
    b.created_at.toISOString(),
  ];
  // UTF-8 BOM so spreadsheet programs read accented names correctly.
  yield '\uFEFF';
  if (!content.includeParts) {
    yield line(brandHeader);
    for (const brand of content.brands) yield line(brandValues(brand));
    return;
  }
  yield line([...brandHeader, PART_NUMBER, PART_TYPE]);
  for await (const { brand, parts } of content.groups()) {
    // The brand's cells are the same on each of its rows: escape them once.
    const prefix = brandValues(brand).map(csvCell).join(',');
    if (parts.length === 0) {
      yield `${prefix},,\r\n`;
      continue;
    }
    let chunk = '';
    for (const part of parts) chunk += `${prefix},${csvCell(part.part_number)},${csvCell(part.part_type)}\r\n`;
    yield chunk;
  }
}
