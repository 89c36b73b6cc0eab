/** Product import files for tests and benches: Google attribute names, one row per part number. */
export const PRODUCT_HEADER = ['part_number', 'title', 'description', 'link', 'image_link', 'price'];

export interface ProductCsvRow {
  part_number: string;
  title?: string;
  description?: string;
  link?: string;
  image_link?: string;
  price?: string;
  [column: string]: string | undefined;
}

export function productRow(partNumber: string, overrides: Partial<ProductCsvRow> = {}): ProductCsvRow {
  return {
    part_number: partNumber,
    title: `Part ${partNumber}`,
    description: `Description of ${partNumber}`,
    link: `https://shop.example.com/p/${partNumber}`,
    image_link: `https://shop.example.com/img/${partNumber}.jpg`,
    price: '19.99',
    ...overrides,
  };
}

const cell = (value: string | undefined) => (value === undefined ? '' : /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV text with `columns` as header (PRODUCT_HEADER plus every extra column the rows use, by default). */
export function productCsv(rows: ProductCsvRow[], columns?: string[]): string {
  const header = columns ?? [...new Set([...PRODUCT_HEADER, ...rows.flatMap((r) => Object.keys(r))])];
  return [header.join(','), ...rows.map((row) => header.map((c) => cell(row[c])).join(','))].join('\n') + '\n';
}
