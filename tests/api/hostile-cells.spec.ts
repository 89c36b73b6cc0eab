/**
 * For every import and every column its definition declares, a cell of almost 1 MiB built to make
 * a backtracking pattern take quadratic time is answered within a second: a clean parse or a clear
 * error naming the file, line and column. The columns come from the import definitions, so a new
 * column is covered the day it is added.
 */
import type { ColumnDef, ImportFormat } from '../../api/src/common/csv/import-format';
import { BRAND_PARTS_FORMAT } from '../../api/src/brands/import/brand-parts-format';
import { MAPPING_IMPORT_FORMAT } from '../../api/src/categories/mappings/mapping-import-format';
import { AVAILABILITY_FORMAT, BRANDS_FORMAT, ITEMS_FORMAT, PRICE_FORMAT } from '../../api/src/current/imports/current-import-formats';
import { PRODUCT_IMPORT_FORMAT } from '../../api/src/products/product-import-format';
import { Api, startTestApp, TestApp } from '../support/app';

jest.setTimeout(180_000);

/** Below the reader's 1 MiB record limit, with room for the row's other cells. */
const CELL_CHARS = 1024 * 1024 - 8 * 1024;
const HOSTILE_CELLS: Record<string, string> = {
  'spaces between a digit and a letter': `1${' '.repeat(CELL_CHARS)}x`,
  'digits then a letter': `${'9'.repeat(CELL_CHARS)}x`,
  'repeated separators': `${'-_ '.repeat(CELL_CHARS / 3)}&`,
};

type AnyFormat = ImportFormat<Record<string, unknown>>;
type AnyColumn = ColumnDef<Record<string, unknown>>;

interface Target {
  route: string;
  format: AnyFormat;
  field?: string;
}

const TARGETS: Target[] = [
  { route: '/brands/upload', format: BRAND_PARTS_FORMAT },
  { route: '/parts/import', format: PRODUCT_IMPORT_FORMAT, field: 'files' },
  { route: '/categories/upload-mappings', format: MAPPING_IMPORT_FORMAT },
  { route: '/current/import', format: ITEMS_FORMAT },
  { route: '/current/import-availability', format: AVAILABILITY_FORMAT },
  { route: '/current/import-price', format: PRICE_FORMAT },
  { route: '/current/import-brands', format: BRANDS_FORMAT },
] as unknown as Target[];

/** The hostile column, the required ones and one column of each required group; all columns where any number is allowed. */
function columnsFor(format: AnyFormat, hostile: AnyColumn): AnyColumn[] {
  if (format.exactColumns === undefined) return [...format.columns];
  const chosen = [hostile, ...format.columns.filter((c) => c.required && c !== hostile)];
  for (const column of format.columns) {
    const group = column.requiredGroup;
    if (group && !chosen.some((c) => c.requiredGroup === group)) chosen.push(column);
  }
  return chosen;
}

function hostileFile(format: AnyFormat, hostile: AnyColumn, cell: string): string {
  const columns = columnsFor(format, hostile);
  const header = columns.map((c) => c.header).join(',');
  const row = columns.map((c) => (c === hostile ? cell : c.example)).join(',');
  return `${header}\n${row}\n`;
}

let t: TestApp;
let admin: Api;
let brandId = '';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  brandId = String((await admin.post('/brands').send({ name: 'Hostile Cells' }).expect(201)).body.id);
});

afterAll(() => t?.close());

const cases = TARGETS.flatMap((target) =>
  target.format.columns.flatMap((column) =>
    Object.keys(HOSTILE_CELLS).map((kind) => [target.route, column.header, kind, target, column] as const),
  ),
);

describe('a 1 MiB hostile cell in every column of every import', () => {
  it('covers every column of every import definition', () => {
    expect(cases.length).toBe(TARGETS.reduce((n, target) => n + target.format.columns.length, 0) * Object.keys(HOSTILE_CELLS).length);
  });

  // The answer names the cell's full length: the column's cap refused it before any parsing. That no pattern
  // is super-linear is regex-safety.spec.ts's check; how fast a refusal is belongs to the benches.
  it.each(cases)('%s, column %s, %s: refused by its cap, cleanly', async (route, header, kind, target, column) => {
    const file = `hostile-${header}.csv`;
    const body = Buffer.from(hostileFile(target.format, column, HOSTILE_CELLS[kind]));
    const upload = admin.post(route);
    if (target.field === 'files') upload.field('brand_id', brandId);
    const response = await upload.attach(target.field ?? 'file', body, file);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.body.detail).toEqual(expect.stringContaining(file));
    } else {
      // Every cap is far below 1 MiB: the row is reported, by line and column, and the rest imported.
      const reported = JSON.stringify(response.body);
      expect(reported).toMatch(/line(":| )2\b/);
      expect(reported).toContain(`${header} is ${HOSTILE_CELLS[kind].length} characters long`);
    }
  });

  it('a taxonomy line of almost 1 MiB is refused, naming the file and line', async () => {
    const taxonomy = Buffer.from(`# Google_Product_Taxonomy_Version: test\n1 -${' '.repeat(CELL_CHARS)}\u2028\n`);
    const response = await admin.post('/categories/upload-taxonomy').attach('file', taxonomy, 'taxonomy.txt');
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('taxonomy.txt');
  });
});
