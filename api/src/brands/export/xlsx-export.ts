import type { Writable } from 'node:stream';
import { importableHeader } from '../../common/csv';
import { BRAND_PARTS_FORMAT } from '../import/brand-parts-format';
import type { ExportContent } from './export-options';

/** The Parts sheet's headers, readable by POST /brands/upload once the sheet is saved as CSV. */
const PART_COLUMNS = [
  { header: importableHeader(BRAND_PARTS_FORMAT, 'brand', 'Brand'), key: 'brand', width: 30 },
  { header: importableHeader(BRAND_PARTS_FORMAT, 'part_number', 'Part Number'), key: 'part_number', width: 24 },
  { header: importableHeader(BRAND_PARTS_FORMAT, 'part_type', 'Part Type'), key: 'part_type', width: 30 },
];

/** '2026-11-23 09:41 UTC' */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A workbook streamed row by row (exceljs streaming writer): sheet Brands, sheet Parts when
 * parts are included, sheet Statistics when stats are. Rows are committed as written, so
 * memory stays flat however many parts there are.
 */
export async function writeXlsxExport(content: ExportContent, out: Writable): Promise<void> {
  // Without styles the writer is about three times faster; dates are written as readable text instead.
  // Loaded on the first XLSX export: its 150 modules are memory the rest of the server does not need.
  const { stream: excelStream } = await import('exceljs');
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const withCount = content.stats !== undefined;

  const brands = workbook.addWorksheet('Brands');
  brands.columns = [
    { header: 'ID', key: 'id', width: 8 },
    { header: 'Brand Name', key: 'name', width: 30 },
    { header: 'Status', key: 'status', width: 10 },
    ...(withCount ? [{ header: 'Parts Count', key: 'parts_count', width: 12 }] : []),
    { header: 'Created', key: 'created_at', width: 22 },
  ];
  for (const b of content.brands) {
    const status = b.active ? 'Active' : 'Inactive';
    brands.addRow({ id: b.id, name: b.name, status, parts_count: b.parts_count, created_at: utcMinute(b.created_at) }).commit();
  }
  brands.commit();

  if (content.includeParts) {
    const parts = workbook.addWorksheet('Parts');
    parts.columns = [{ header: 'Brand ID', key: 'brand_id', width: 10 }, ...PART_COLUMNS];
    for await (const { brand, parts: own } of content.groups()) {
      for (const p of own) parts.addRow([brand.id, brand.name, p.part_number, p.part_type ?? '']).commit();
    }
    parts.commit();
  }

  if (content.stats) {
    const stats = workbook.addWorksheet('Statistics');
    stats.columns = [
      { header: 'Statistic', key: 'name', width: 24 },
      { header: 'Value', key: 'value', width: 12 },
    ];
    const s = content.stats;
    for (const [name, value] of [
      ['Brands', s.brands],
      ['Active brands', s.active],
      ['Inactive brands', s.inactive],
      ['Parts', s.parts],
      ['Brands without parts', s.brands_without_parts],
    ] as const) {
      stats.addRow({ name, value }).commit();
    }
    stats.commit();
  }
  await workbook.commit();
}
