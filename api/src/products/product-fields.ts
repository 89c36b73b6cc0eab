/**
 * The product detail fields, by Google Merchant Center attribute name. One list drives the
 * import columns, the staging table, the publish copy and the details view.
 */
export const PRODUCT_TEXT_FIELDS = [
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'condition',
  'gtin',
  'mpn',
  'google_product_category',
  'product_type',
  'additional_image_link',
  'sale_price_effective_date',
  'shipping_weight',
  'material',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
  'google_id',
] as const;

export const PRODUCT_PRICE_FIELDS = ['price', 'sale_price'] as const;

/** Every column a draft and its live copy share, besides id, brand and timestamps. */
export const PRODUCT_COPY_COLUMNS = ['part_number', ...PRODUCT_TEXT_FIELDS, ...PRODUCT_PRICE_FIELDS, 'is_kit'] as const;

/**
 * What list searches match: part number and title, lower-cased here (not by SQL LOWER, which is
 * ASCII-only on SQLite) and capped so the covering list index stays small. Stored on both tables.
 */
export const SEARCH_KEY_LENGTH = 300;
export const searchKey = (partNumber: string, title: string) =>
  `${partNumber}\t${title}`.toLowerCase().slice(0, SEARCH_KEY_LENGTH);

/** The stored columns a draft and its live copy share: the copied fields plus the search key. */
export const PRODUCT_STORED_COLUMNS = [...PRODUCT_COPY_COLUMNS, 'search_key'] as const;
