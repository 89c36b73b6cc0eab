import type { ColumnDef, ImportFormat } from '../../common/csv/import-format';
import { availability, boolean, price, text, type Availability } from '../../common/csv/parsers';

/** What every current-item file may carry; each format picks its columns. */
export interface CurrentImportRow {
  id?: string;
  item_number?: string;
  price?: number;
  availability?: Availability;
  is_kit?: boolean;
  brand?: string;
}

const ID_ALIASES = ['item_id', 'itemid'];
const ITEM_NUMBER_ALIASES = ['item number', 'itemnumber', 'item_no', 'part_number', 'part number', 'partnumber', 'sku', 'part', 'mpn'];
const AVAILABILITY_ALIASES = ['availability', 'stock status', 'stock', 'status', 'inventory_status'];

const itemId = (required: boolean, group?: string): ColumnDef<CurrentImportRow> => ({
  key: 'id',
  header: 'id',
  aliases: ID_ALIASES,
  required,
  requiredGroup: group,
  parse: text({ max: 100 }),
  description: group ? 'Item id; the item is found by it when given' : 'Item id, unique; a known id updates its item',
  example: '100234',
});

const itemNumber = (required: boolean, group?: string): ColumnDef<CurrentImportRow> => ({
  key: 'item_number',
  header: 'item_number',
  aliases: ITEM_NUMBER_ALIASES,
  required,
  requiredGroup: group,
  parse: text({ max: 200 }),
  description: group ? 'Part number; items are found by it when the row has no id' : 'Part number of the item',
  example: 'BOS-0986494294',
});

const priceColumn = (required: boolean): ColumnDef<CurrentImportRow> => ({
  key: 'price',
  header: 'price',
  aliases: ['cost', 'unit_price', 'price_usd'],
  required,
  parse: price,
  description: required ? 'Price in USD, e.g. 19.99 or $19.99; never negative' : 'Optional price in USD; empty keeps the stored one',
  example: '19.99',
});

const stockStatus = (required: boolean): ColumnDef<CurrentImportRow> => ({
  key: 'availability',
  header: 'stock_status',
  aliases: AVAILABILITY_ALIASES,
  required,
  parse: availability,
  description: 'in stock, out of stock, preorder or backorder, any case; variants such as instock or out stock are accepted',
  example: 'in stock',
});

const isKit: ColumnDef<CurrentImportRow> = {
  key: 'is_kit',
  header: 'is_kit',
  aliases: ['kit', 'iskit'],
  required: false,
  parse: boolean,
  description: 'Optional true/false: only items of that type are updated (overrides the item type chosen in the dialog)',
  example: 'false',
};

/** POST /current/import: creates or updates items by id. */
export const ITEMS_FORMAT: ImportFormat<CurrentImportRow> = {
  name: 'current items import',
  delimiters: ['comma'],
  extensions: ['.csv'],
  columns: [itemId(true), itemNumber(true), priceColumn(false), stockStatus(false)],
};

/** POST /current/import-availability */
export const AVAILABILITY_FORMAT: ImportFormat<CurrentImportRow> = {
  name: 'availability import',
  delimiters: ['comma', 'tab', 'pipe'],
  extensions: ['.csv', '.txt'],
  columns: [itemNumber(false, 'item'), itemId(false, 'item'), stockStatus(true), isKit],
};

/** POST /current/import-price */
export const PRICE_FORMAT: ImportFormat<CurrentImportRow> = {
  name: 'price import',
  delimiters: ['comma', 'tab', 'pipe'],
  extensions: ['.csv', '.txt'],
  columns: [itemNumber(false, 'item'), itemId(false, 'item'), priceColumn(true), stockStatus(false), isKit],
};

/**
 * POST /current/import-brands: exactly two columns, the item (id or part number) then its brand.
 * The header is required: a first line naming no accepted column is refused, never read as data.
 */
export const BRANDS_FORMAT: ImportFormat<CurrentImportRow> = {
  name: 'brand assignment',
  delimiters: { '.csv': ['comma'], '.txt': ['tab', 'pipe', 'semicolon', 'space'] },
  extensions: ['.csv', '.txt'],
  exactColumns: 2,
  columns: [
    { ...itemId(false, 'item'), description: 'Item id (header id or item_id)' },
    {
      ...itemNumber(false, 'item'),
      aliases: ['part_number', 'sku', 'part'],
      description: 'Part number (header item_number, part_number, sku or part); every item with it gets the brand',
    },
    {
      key: 'brand',
      header: 'brand',
      aliases: ['manufacturer', 'make'],
      required: true,
      parse: text({ max: 200 }),
      description: 'Brand name',
      example: 'Bosch',
    },
  ],
};
