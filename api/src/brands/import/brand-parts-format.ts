import type { ImportFormat } from '../../common/csv/import-format';
import { text } from '../../common/csv/parsers';

export interface BrandPartRow {
  brand: string;
  part_number: string;
  part_type?: string;
}

/** The brand-and-parts CSV: one part per row; a brand repeats over as many rows as it has parts. */
export const BRAND_PARTS_FORMAT: ImportFormat<BrandPartRow> = {
  name: 'brand and parts import',
  delimiters: ['comma'],
  extensions: ['.csv'],
  columns: [
    {
      key: 'brand',
      header: 'brand',
      aliases: ['brand_name', 'manufacturer', 'make'],
      required: true,
      parse: text({ max: 200 }),
      description: 'Brand name; created when no brand of that name exists (names match case-insensitively)',
      example: 'Bosch',
    },
    {
      key: 'part_number',
      header: 'part_number',
      aliases: ['part', 'part_no', 'partnumber', 'mpn', 'sku'],
      required: true,
      parse: text({ max: 200 }),
      description: 'Part number, unique within its brand',
      example: '0 986 494 524',
    },
    {
      key: 'part_type',
      header: 'part_type',
      aliases: ['type', 'parttype', 'category'],
      required: false,
      parse: text({ max: 200 }),
      description: 'Optional part type (e.g. Brake Pad Set); an empty cell keeps the stored one',
      example: 'Brake Pad Set',
    },
  ],
};
