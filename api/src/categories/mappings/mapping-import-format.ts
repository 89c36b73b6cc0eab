import { ImportFormat, parsers } from '../../common/csv';

export interface MappingImportRow {
  part_type: string;
  category_id?: number;
  category?: string;
}

/**
 * upload-mappings: a part type and its category, by id or by full path. The export of
 * part types (part_type, …, category_id, category_path) reads back unchanged.
 */
export const MAPPING_IMPORT_FORMAT: ImportFormat<MappingImportRow> = {
  name: 'category mapping import',
  delimiters: ['comma', 'tab', 'semicolon', 'pipe'],
  extensions: ['.csv', '.txt'],
  columns: [
    {
      key: 'part_type',
      header: 'part_type',
      aliases: ['product_type', 'part type'],
      required: true,
      parse: parsers.text({ max: 255 }),
      description: 'The part type as parts and products carry it',
      example: 'Brake Pad Set',
    },
    {
      key: 'category_id',
      header: 'category_id',
      aliases: ['google_product_category_id'],
      required: false,
      parse: parsers.integerId,
      description: 'Google category id (or use the category column)',
      example: '2977',
    },
    {
      key: 'category',
      header: 'category',
      aliases: ['category_path', 'full_path', 'google_product_category'],
      required: false,
      parse: parsers.text({ max: 1000 }),
      description: "Full category path as in Google's taxonomy, or its id",
      example: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking',
    },
  ],
};
