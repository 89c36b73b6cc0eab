/**
 * Every import route, sent a cell of almost 1 MiB built to make a backtracking pattern take quadratic
 * time, answers cleanly: the row reported by line and column (its length named: the column's cap
 * refused it), or a 4xx naming the file. Every column of every import definition meets each hostile
 * cell in tests/unit/hostile-cells.spec.ts, on the readers these routes use.
 */
import { HOSTILE_CELLS, hostileFile, IMPORTS, CELL_CHARS } from '../fixtures/hostile/cells';
import { Api, startTestApp, TestApp } from '../support/app';

jest.setTimeout(180_000);

let t: TestApp;
let admin: Api;
let brandId = '';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  brandId = String((await admin.post('/brands').send({ name: 'Hostile Cells' }).expect(201)).body.id);
});

afterAll(() => t?.close());

const KIND = 'digits then a letter';

describe('a 1 MiB hostile cell sent to every import', () => {
  it.each(IMPORTS.map((target) => [target.route, target.format.columns[0].header, target] as const))(
    '%s, column %s: refused by its cap, cleanly',
    async (route, header, target) => {
      const file = `hostile-${header}.csv`;
      const body = Buffer.from(hostileFile(target.format, target.format.columns[0], HOSTILE_CELLS[KIND]));
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
        expect(reported).toContain(`${header} is ${HOSTILE_CELLS[KIND].length} characters long`);
      }
    },
  );

  it('a taxonomy line of almost 1 MiB is refused, naming the file and line', async () => {
    const taxonomy = Buffer.from(`# Google_Product_Taxonomy_Version: test\n1 -${' '.repeat(CELL_CHARS)}\u2028\n`);
    const response = await admin.post('/categories/upload-taxonomy').attach('file', taxonomy, 'taxonomy.txt');
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('taxonomy.txt');
  });
});
