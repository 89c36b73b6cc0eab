import type { ImportFormat } from '../common/csv';
import { BRAND_PARTS_FORMAT } from '../brands/import/brand-parts-format';
import { MAPPING_IMPORT_FORMAT } from '../categories/mappings/mapping-import-format';
import { AVAILABILITY_FORMAT, BRANDS_FORMAT, ITEMS_FORMAT, PRICE_FORMAT } from '../current/imports/current-import-formats';
import { PRODUCT_IMPORT_FORMAT } from '../products/product-import-format';
import { LOOKUP_IMPORT_FORMAT } from '../feeds/feed-rules/lookup-import-format';

/**
 * Every CSV/TXT import: where it is posted, from which screen, and its one column-definition table. The
 * docs (npm run docs:formats), the samples and GET /import-formats all come from here, so the server stays
 * the one authority on what a file may hold.
 */
export interface ImportDoc {
  sample: string;
  title: string;
  endpoint: string;
  screen: string;
  format: ImportFormat<never>;
}

const doc = <T>(sample: string, title: string, endpoint: string, screen: string, format: ImportFormat<T>): ImportDoc => ({
  sample,
  title,
  endpoint,
  screen,
  format: format as unknown as ImportFormat<never>,
});

/** The id of an entry in GET /import-formats/:id: its sample's name without the extension. */
export const importFormatId = (entry: ImportDoc) => entry.sample.replace(/\.[a-z]+$/, '');

export const IMPORT_DOCS: ImportDoc[] = [
  doc('brands-parts.csv', 'Brands and parts', 'POST /brands/upload', 'Brands → Import', BRAND_PARTS_FORMAT),
  doc('products.csv', 'Draft products', 'POST /parts/import', 'Products → Import', PRODUCT_IMPORT_FORMAT),
  doc('category-mappings.csv', 'Category mappings', 'POST /categories/upload-mappings', 'Categories → Part-Type Mappings → Upload Mappings', MAPPING_IMPORT_FORMAT),
  doc('current-items.csv', 'Current items', 'POST /current/import', 'Current Items → Import Items', ITEMS_FORMAT),
  doc('availability.csv', 'Availability', 'POST /current/import-availability', 'Current Items → Import Availability', AVAILABILITY_FORMAT),
  doc('prices.csv', 'Prices', 'POST /current/import-price', 'Current Items → Import Prices', PRICE_FORMAT),
  doc('item-brands.csv', 'Brands of current items', 'POST /current/import-brands', 'Current Items → Add Brands', BRANDS_FORMAT),
  doc('feed-rule-lookup.csv', 'Feed rules lookup table', 'PUT /feed-rules/lookups/{name}', 'Feed Rules → Lookup tables → Upload', LOOKUP_IMPORT_FORMAT),
];

/** The taxonomy is Google's own text file; its sample is the first lines of the real one. */
export const TAXONOMY_SAMPLE = { sample: 'taxonomy-with-ids.en-US.txt', lines: 40 };
