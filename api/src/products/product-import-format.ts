import { productIssues, ProductForRules } from '../feeds/rules/product-rules';
import type { ColumnDef, ImportFormat } from '../common/csv/import-format';
import { availability, boolean, price, text } from '../common/csv/parsers';

/**
 * One row of a product file, by Google Merchant Center attribute name. Import is lenient about
 * title length and links (publish checks Google's rules and names every problem); it refuses what
 * cannot be stored: blank required values, bad prices, unknown availability, bad is_kit.
 */
export interface ProductImportRow {
  part_number: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  price: number;
  google_id?: string;
  availability?: string;
  condition?: string;
  gtin?: string;
  mpn?: string;
  google_product_category?: string;
  product_type?: string;
  additional_image_link?: string;
  sale_price?: number;
  sale_price_effective_date?: string;
  shipping_weight?: string;
  material?: string;
  vehicle_make?: string;
  vehicle_model?: string;
  vehicle_year?: string;
  custom_label_0?: string;
  custom_label_1?: string;
  custom_label_2?: string;
  custom_label_3?: string;
  custom_label_4?: string;
  is_kit?: boolean;
}

type OptionalText = Exclude<
  { [K in keyof ProductImportRow]-?: ProductImportRow[K] extends string | undefined ? K : never }[keyof ProductImportRow],
  'part_number' | 'title' | 'description' | 'link' | 'image_link'
>;

const line = text();
const longText = (max: number) => text({ max, multiline: true });

const optional = (key: OptionalText, description: string, example: string, parse = line): ColumnDef<ProductImportRow> =>
  ({ key, header: key, required: false, parse, description, example }) as ColumnDef<ProductImportRow>;

const customLabels = ([0, 1, 2, 3, 4] as const).map((n) =>
  optional(`custom_label_${n}`, `Custom label ${n} for campaigns`, n === 0 ? 'clearance' : ''),
);

export const PRODUCT_IMPORT_FORMAT: ImportFormat<ProductImportRow> = {
  name: 'product import',
  delimiters: ['comma', 'semicolon', 'tab', 'pipe'],
  extensions: ['.csv'],
  alsoWrong: feedErrors,
  columns: [
    { key: 'part_number', header: 'part_number', required: true, parse: text({ max: 200 }), description: 'Part number, unique within the brand', example: 'BRK-1001' },
    { key: 'title', header: 'title', required: true, parse: longText(1000), description: 'Product title (Google: at most 150 characters to publish)', example: 'Front brake pad set' },
    { key: 'description', header: 'description', required: true, parse: longText(20_000), description: 'Description (Google: at most 5000 characters to publish)', example: 'Ceramic pads for 2015-2020 sedans' },
    { key: 'link', header: 'link', required: true, parse: text({ max: 2000 }), description: 'Product page URL (http or https)', example: 'https://shop.example.com/p/BRK-1001' },
    { key: 'image_link', header: 'image_link', required: true, parse: text({ max: 2000 }), description: 'Main image URL (http or https)', example: 'https://shop.example.com/img/BRK-1001.jpg' },
    { key: 'price', header: 'price', required: true, parse: price, description: 'Price in USD', example: '49.99' },
    optional('google_id', "Merchant Center product id (Google's id attribute)", 'online:en:US:BRK-1001'),
    { key: 'availability', header: 'availability', required: false, parse: availability, description: 'in stock, out of stock, preorder or backorder', example: 'in stock' },
    optional('condition', 'new, refurbished or used', 'new'),
    optional('gtin', 'Global Trade Item Number', '00012345678905'),
    optional('mpn', 'Manufacturer part number', 'BP-1001'),
    optional('google_product_category', 'Google product category (id or path)', 'Vehicles & Parts > Vehicle Parts & Accessories'),
    optional('product_type', 'Your own category, mapped to a Google category when none is given', 'Brake Pads'),
    optional('additional_image_link', 'More image URLs, comma-separated', '', longText(10_000)),
    { key: 'sale_price', header: 'sale_price', required: false, parse: price, description: 'Sale price in USD', example: '44.99' },
    optional('sale_price_effective_date', 'Sale period (ISO 8601 interval)', '2026-12-01T00:00-0800/2026-12-31T23:59-0800'),
    optional('shipping_weight', 'Shipping weight with unit', '2.5 lb'),
    optional('material', 'Material', 'ceramic'),
    optional('vehicle_make', 'Vehicle make', 'Toyota'),
    optional('vehicle_model', 'Vehicle model', 'Camry'),
    optional('vehicle_year', 'Vehicle year or range', '2018'),
    ...customLabels,
    { key: 'is_kit', header: 'is_kit', required: false, parse: boolean, description: 'true for a kit, false for a single part', example: 'false' },
  ],
};

/** The feed rules' errors of a refused row's parsed values, so its import problems list everything to fix. */
function feedErrors(values: Partial<ProductImportRow>): Array<{ column: keyof ProductImportRow & string; reason: string }> {
  const product = { ...values, price: values.price ?? null } as ProductForRules;
  return productIssues(product)
    .filter((issue) => issue.severity === 'error' && issue.attribute in values)
    .map((issue) => ({ column: issue.attribute as keyof ProductImportRow & string, reason: issue.message }));
}
