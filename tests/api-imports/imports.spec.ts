import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, startTestApp, TestApp } from '../support/app';
import { productCsv, productRow } from '../support/product-csv';

type User = Api & { token: string };

interface Counts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  not_found: number;
  refused: number;
}

function upload(user: User, route: string, name: string, content: string, fields: Record<string, string> = {}) {
  const request = user.post(route).attach(route === '/parts/import' ? 'files' : 'file', Buffer.from(content), name);
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  return request;
}

function addsUp(counts: Counts): boolean {
  return counts.read === counts.inserted + counts.updated + counts.unchanged + counts.not_found + counts.refused;
}

/** The problems download as rows of cells (a plain split: the test values hold no commas or quotes). */
async function problems(user: User, importId: number): Promise<string[][]> {
  const response = await user.get(`/imports/${importId}/problems`).expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  const text = response.text.replace(/^\uFEFF/, '');
  return text.trimEnd().split('\r\n').map((line) => line.split(','));
}

describe('imports history and counts that add up', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const items = ['id,item_number,price,stock_status', 'A1,P-1,10,in stock', 'A2,P-2,20,in stock', 'A3,P-3,30,in stock', 'A4,P-4,40,in stock'];
    await upload(admin, '/current/import', 'items.csv', items.join('\n')).expect(200);
  });
  afterAll(() => t.close());

  it('counts a price file with updated, unchanged, not-found and refused rows, and lists every problem', async () => {
    const file = [
      'item_number,price,stock_status',
      'P-1,11,in stock', // updated
      'P-2,20,in stock', // unchanged
      'P-9,5,in stock', // not found
      'P-3,-3,in stock', // refused: price
      'P-4,abc,maybe', // refused: price and stock status
      'P-3,31,maybe', // refused: stock status only
      'P-1,12,in stock', // refused: repeats line 2
    ].join('\n');
    const { body } = await upload(admin, '/current/import-price', 'prices.csv', file).expect(200);

    expect(body.counts).toEqual({ read: 7, inserted: 0, updated: 1, unchanged: 1, not_found: 1, refused: 4 });
    expect(addsUp(body.counts)).toBe(true);
    expect(body).toMatchObject({ current_items_updated: 1, not_found: 1, invalid_price: 2, refused: 4, unchanged: 1 });
    expect(body.refused_by_column).toEqual({ price: 2, availability: 2 });
    expect(body.message).toMatch(/^Price import: 7 rows read: 1 updated, 1 unchanged, 1 not found, 4 refused;/);
    expect(body.message).not.toMatch(/rows\/s|ratio/);
    expect(body.error_rows).toEqual([
      "prices.csv line 5, column 'price': price must not be negative, got '-3'",
      "prices.csv line 6, column 'price': price must be a number like 19.99, got 'abc'",
      expect.stringMatching(/^prices\.csv line 6, column 'stock_status': stock_status /),
      expect.stringMatching(/^prices\.csv line 7, column 'stock_status': stock_status /),
      "prices.csv line 8: duplicate item number 'P-1', first given on line 2; this row is skipped",
    ]);

    const rows = await problems(admin, body.import_id);
    expect(rows[0]).toEqual(['file', 'line', 'column', 'value', 'reason']);
    const byLine = rows.slice(1).map(([file, line, column, value]) => [file, line, column, value]);
    expect(byLine).toEqual(
      expect.arrayContaining([
        ['prices.csv', '4', 'item_number', 'P-9'],
        ['prices.csv', '5', 'price', "'-3"], // a leading minus is guarded against spreadsheet formulas
        ['prices.csv', '6', 'price', 'abc'],
        ['prices.csv', '6', 'stock_status', 'maybe'],
        ['prices.csv', '7', 'stock_status', 'maybe'],
        ['prices.csv', '8', 'item_number', 'P-1'],
      ]),
    );
    expect(byLine).toHaveLength(6);
  });

  it('records every import with its kind, file, user, status and counts; readonly users may read it', async () => {
    const { body: assigned } = await upload(admin, '/current/import-brands', 'brands.csv', 'id,brand\nA1,Bosch\nA2,Bosch\nZZ,Acme\n').expect(200);
    expect(assigned).toMatchObject({ updated: 2, not_found: 1, errors: 0 });
    expect(assigned.counts).toEqual({ read: 3, inserted: 0, updated: 2, unchanged: 0, not_found: 1, refused: 0 });

    const { body: again } = await upload(admin, '/current/import-brands', 'brands.csv', 'id,brand\nA1,Bosch\n').expect(200);
    expect(again.counts).toEqual({ read: 1, inserted: 0, updated: 0, unchanged: 1, not_found: 0, refused: 0 });

    const readonly = await t.as(await createUser('viewer@example.com', 'readonly'));
    const list = (await readonly.get('/imports?kind=brand_assignment&limit=10').expect(200)).body;
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      id: again.import_id,
      kind: 'brand_assignment',
      file_names: ['brands.csv'],
      user: t.admin.email,
      status: 'completed',
      counts: again.counts,
    });
    expect(list.items[1]).toMatchObject({ id: assigned.import_id, status: 'completed_with_problems', counts: assigned.counts });
    expect(new Date(list.items[0].finished_at).getTime()).toBeGreaterThanOrEqual(new Date(list.items[0].started_at).getTime());
    expect((await readonly.get(`/imports/${assigned.import_id}/problems`).expect(200)).text).toContain('brands.csv,4,id,ZZ,no item has this id');

    const all = (await admin.get('/imports?skip=0&limit=1').expect(200)).body;
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(4);
    await admin.get('/imports?kind=nonsense').expect(400);
    await admin.get('/imports/999999/problems').expect(404);
  });

  it('records a failed import with the reason', async () => {
    await upload(admin, '/current/import-price', 'broken.csv', 'sku\n1\n').expect(400);
    const [latest] = (await admin.get('/imports?kind=prices&limit=1').expect(200)).body.items;
    expect(latest).toMatchObject({ file_names: ['broken.csv'], status: 'failed', counts: { read: 0 } });
    expect(latest.detail).toMatch(/broken\.csv/);
  });

  it('adds up for items, draft products, brands and parts, mappings and taxonomy too', async () => {
    const items = await upload(admin, '/current/import', 'items.csv', 'id,item_number,price\nA1,P-1,11\nA5,P-5,50\nA2,P-2,99\nA6,P-6,x\n').expect(200);
    expect(items.body).toMatchObject({ imported: 1, updated: 1, unchanged: 1, errors: 1 });
    expect(items.body.counts).toEqual({ read: 4, inserted: 1, updated: 1, unchanged: 1, not_found: 0, refused: 1 });

    const availability = await upload(admin, '/current/import-availability', 'stock.csv', 'id,stock_status\nA1,out of stock\nA2,in stock\nZZ,in stock\nA3,maybe\n').expect(200);
    expect(availability.body).toMatchObject({ current_items_updated: 1, not_found: 1, errors: 1, refused_by_column: { availability: 1 } });
    expect(availability.body.counts).toEqual({ read: 4, inserted: 0, updated: 1, unchanged: 1, not_found: 1, refused: 1 });

    const brand = (await admin.post('/brands').send({ name: 'Counted' }).expect(201)).body.id;
    const first = productCsv([productRow('C-1'), productRow('C-2')]);
    await upload(admin, '/parts/import', 'first.csv', first, { brand_id: String(brand) }).expect(200);
    const second = productCsv([productRow('C-1'), productRow('C-2', { title: 'Renamed' }), productRow('C-3'), productRow('C-3', { price: '5' }), productRow('C-4', { price: 'x' })]);
    const products = await upload(admin, '/parts/import', 'second.csv', second, { brand_id: String(brand) }).expect(200);
    expect(products.body.stats).toEqual({ total_rows: 5, processed: 4, errors: 1, duplicates: 3 });
    expect(products.body.counts).toEqual({ read: 5, inserted: 1, updated: 1, unchanged: 1, not_found: 0, refused: 2 });
    const productProblems = await problems(admin, products.body.import_id);
    expect(productProblems.slice(1).map((row) => row.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['second.csv', '4', 'part_number'],
        ['second.csv', '6', 'price'],
      ]),
    );

    const brandsFile = 'brand,part_number\nBosch,X-1\nBosch,X-1\nBosch,\nBrembo,Y-1\n';
    const brands = await upload(admin, '/brands/upload', 'parts.csv', brandsFile).expect(200);
    expect(brands.body).toMatchObject({ parts: 2, created: 2, errors: 2 });
    expect(brands.body.counts).toEqual({ read: 4, inserted: 2, updated: 0, unchanged: 0, not_found: 0, refused: 2 });

    const taxonomy = '# Google_Product_Taxonomy_Version: 2021-09-21\n1 - Vehicles & Parts\n2 - Vehicles & Parts > Brakes\n';
    const loaded = await upload(admin, '/categories/upload-taxonomy', 'taxonomy.txt', taxonomy).expect(201);
    expect(loaded.body.counts).toEqual({ read: 2, inserted: 2, updated: 0, unchanged: 0, not_found: 0, refused: 0 });

    const mappings = await upload(admin, '/categories/upload-mappings', 'mappings.csv', 'part_type,category_id\nBrake Pad,2\nRotor,99\nHose,\n').expect(201);
    expect(mappings.body.counts).toEqual({ read: 3, inserted: 1, updated: 0, unchanged: 1, not_found: 1, refused: 0 });
    // The same mapping again is unchanged; a part type moved to another category is updated.
    const again = await upload(admin, '/categories/upload-mappings', 'mappings.csv', 'part_type,category_id\nBrake Pad,2\nDrum,2\n').expect(201);
    expect(again.body.counts).toEqual({ read: 2, inserted: 1, updated: 0, unchanged: 1, not_found: 0, refused: 0 });
    const moved = await upload(admin, '/categories/upload-mappings', 'mappings.csv', 'part_type,category_id\nBrake Pad,1\nDrum,2\n').expect(201);
    expect(moved.body.counts).toEqual({ read: 2, inserted: 0, updated: 1, unchanged: 1, not_found: 0, refused: 0 });

    const kinds = (await admin.get('/imports?limit=100').expect(200)).body.items.map((item: { kind: string; counts: Counts }) => {
      expect(addsUp(item.counts)).toBe(true);
      return item.kind;
    });
    expect(new Set(kinds)).toEqual(new Set(['current_items', 'prices', 'availability', 'brand_assignment', 'draft_products', 'brands_parts', 'taxonomy', 'mappings']));
  });

  it('lists every problem of a refused product row, feed rules included', async () => {
    const brand = (await admin.post('/brands').send({ name: 'Five' }).expect(201)).body.id;
    const row = productRow('FIVE-1', { availability: 'maybe', condition: 'broken', gtin: '123', is_kit: 'perhaps', link: 'not-a-url' });
    const { body } = await upload(admin, '/parts/import', 'five.csv', productCsv([row]), { brand_id: String(brand) }).expect(200);
    expect(body.stats).toMatchObject({ total_rows: 1, processed: 0, errors: 1 });
    expect(body.errors.map((problem: { field: string }) => problem.field).sort()).toEqual(['availability', 'condition', 'gtin', 'is_kit', 'link']);
    expect((await problems(admin, body.import_id)).slice(1)).toHaveLength(5);
  });

  /**
   * A million rows on SQLite, the default database. PostgreSQL runs the same import and the same keyset reads
   * (5,000 problems each) at 100,000 rows: twenty reads, every line counted, the first and the last compared,
   * which is what the second database adds; the million's scale is proven once instead of costing about 25 s twice.
   */
  const download =
    process.env.PARTSFEED_TEST_DB === 'postgres'
      ? { rows: 100_000, lastLine: 'million.csv,100001,item_number,MISSING-99999,no item has this item number' }
      : { rows: 1_000_000, lastLine: 'million.csv,1000001,item_number,MISSING-999999,no item has this item number' };

  it(`streams a complete problems CSV of ${download.rows} not-found rows`, async () => {
    const { rows } = download;
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-million-'));
    const path = join(dir, 'million.csv');
    const out = createWriteStream(path);
    out.write('item_number,price\n');
    for (let start = 0; start < rows; start += 10_000) {
      let chunk = '';
      for (let i = start; i < start + 10_000; i++) chunk += `MISSING-${i},1.00\n`;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    const answer = await admin.post('/current/import-price').attach('file', path).expect(200);
    rmSync(dir, { recursive: true, force: true });
    expect(answer.body.counts).toEqual({ read: rows, inserted: 0, updated: 0, unchanged: 0, not_found: rows, refused: 0 });

    const response = await fetch(`${t.apiUrl}/imports/${answer.body.import_id}/problems`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    let lines = 0;
    let first = '';
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk, { stream: true });
      if (first.length < 200) first += text.slice(0, 200);
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
      tail = (tail + text).slice(-200);
    }
    expect(lines).toBe(rows + 1);
    expect(first.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual([
      'file,line,column,value,reason',
      'million.csv,2,item_number,MISSING-0,no item has this item number',
    ]);
    expect(tail.split('\r\n').slice(-2)).toEqual([download.lastLine, '']);
  }, 300_000);

  async function createUser(email: string, role: string) {
    const credentials = { email, password: 'viewer-password-1', access_token: 'viewer-access-token-0001' };
    await admin.post('/auth/users').send({ ...credentials, role, full_name: 'Viewer' }).expect(201);
    return credentials;
  }
});
