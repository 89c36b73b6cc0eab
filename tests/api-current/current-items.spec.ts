import { importLock } from '../../api/src/common/jobs/import-lock';
import { Api, startTestApp, TestApp } from '../support/app';

type Admin = Api & { token: string };

/** Sends `content` as the multipart file `name` (plus form fields) to an import route. */
function upload(admin: Admin, route: string, name: string, content: string | Buffer, fields: Record<string, string> = {}) {
  const request = admin.post(route).attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  return request;
}

async function allItems(admin: Admin, query = '') {
  const response = await admin.get(`/current?limit=1000${query}`).expect(200);
  return response.body as { items: Array<Record<string, unknown>>; total: number };
}

async function snapshot(admin: Admin) {
  const [items, stats] = await Promise.all([allItems(admin), admin.get('/current/stats').expect(200)]);
  return { items: items.items, stats: stats.body };
}

const ITEMS = [
  'id,item_number,price,stock_status',
  'A1,BOS-100,19.99,in stock',
  'A2,BOS-200,$5.50,Out Of Stock',
  'A3,ACD-300,,preorder',
  'A4,ACD-400,100,',
].join('\n');

describe('current items', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  describe('POST /current/import', () => {
    it('creates items, then updates the known ids; kits are flagged from the checkbox', async () => {
      const first = await upload(admin, '/current/import', 'items.csv', ITEMS).expect(200);
      expect(first.body).toMatchObject({ imported: 4, updated: 0, errors: 0, error_rows: [] });

      const kits = await upload(admin, '/current/import', 'kits.CSV', 'id,item_number,price\nK1,KIT-1,250\nK2,KIT-2,99.99\n', {
        is_kit: 'true',
      }).expect(200);
      expect(kits.body).toMatchObject({ imported: 2, updated: 0 });

      const again = await upload(admin, '/current/import', 'items.csv', 'id,item_number,price\nA1,BOS-100,21.00\nA5,BOS-500,1\n').expect(200);
      expect(again.body).toMatchObject({ imported: 1, updated: 1 });

      const a1 = (await admin.get('/current/A1').expect(200)).body;
      expect(a1).toMatchObject({ id: 'A1', part_number: 'BOS-100', price: 21, availability: 'in stock', is_kit: false, brand: null });
      const a3 = (await admin.get('/current/A3').expect(200)).body;
      expect(a3).toMatchObject({ price: null, availability: 'preorder' });
      const a4 = (await admin.get('/current/A4').expect(200)).body;
      expect(a4).toMatchObject({ price: 100, availability: 'in stock' });
      expect((await admin.get('/current/K1').expect(200)).body.is_kit).toBe(true);
    });

    it('gives exact stats under both names', async () => {
      const stats = (await admin.get('/current/stats').expect(200)).body;
      // A1 21, A2 5.50, A3 -, A4 100, A5 1, K1 250, K2 99.99 → 477.49 over 6 priced items
      expect(stats).toMatchObject({
        total_items: 7,
        total_count: 7,
        singles: 5,
        single_count: 5,
        kits: 2,
        kit_count: 2,
        avg_price: 79.58,
        average_price: 79.58,
        with_brand_percentage: 0,
        brand_coverage: { items_with_brand: 0, items_without_brand: 7, percentage_with_brand: 0 },
        availability_stats: { 'in stock': 5, 'out of stock': 1, preorder: 1, backorder: 0 },
        brand_stats: { total_brands: 0, top_brands: [] },
      });
    });

    it('refuses a file that is not CSV, or no file, and changes nothing', async () => {
      const before = await snapshot(admin);
      const txt = await upload(admin, '/current/import', 'items.txt', ITEMS).expect(400);
      expect(txt.body.detail).toBe('Please select a valid CSV file');
      const none = await admin.post('/current/import').field('is_kit', 'false').expect(400);
      expect(none.body.detail).toBe('Please select a file to import');
      expect(await snapshot(admin)).toEqual(before);
    });

    it('refuses missing columns, a wrong delimiter, empty and binary files as a whole', async () => {
      const before = await snapshot(admin);
      const missing = await upload(admin, '/current/import', 'a.csv', 'id,price\nZ1,5\n').expect(400);
      expect(missing.body.detail).toMatch(/missing column 'item_number'/);
      const semicolon = await upload(admin, '/current/import', 'a.csv', 'id;item_number\nZ1;P1\n').expect(400);
      expect(semicolon.body.detail).toMatch(/separated by semicolon/);
      const empty = await upload(admin, '/current/import', 'a.csv', '').expect(400);
      expect(empty.body.detail).toMatch(/empty/);
      const headerOnly = await upload(admin, '/current/import', 'a.csv', 'id,item_number\n').expect(400);
      expect(headerOnly.body.detail).toMatch(/no data rows/);
      const binary = await upload(admin, '/current/import', 'a.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1, 2, 3, 0, 0])).expect(400);
      expect(typeof binary.body.detail).toBe('string');
      expect(await snapshot(admin)).toEqual(before);
    });

    it('skips bad rows and later duplicates, applies the rest, and reports line and reason', async () => {
      const file = [
        'id,item_number,price,stock_status',
        'N1,NEW-1,-5,in stock',
        'N2,NEW-2,abc,in stock',
        'N3,NEW-3,3,sometimes',
        'N4,NEW-4,4,in stock',
        'N4,NEW-4B,44,in stock',
        ',NEW-6,6,in stock',
      ].join('\r\n');
      const response = await upload(admin, '/current/import', 'rows.csv', file).expect(200);
      expect(response.body).toMatchObject({ imported: 1, updated: 0, errors: 5 });
      const reasons = (response.body.error_rows as string[]).join('\n');
      expect(reasons).toMatch(/line 2.*must not be negative/);
      expect(reasons).toMatch(/line 3.*must be a number/);
      expect(reasons).toMatch(/line 4.*must be one of in stock/);
      expect(reasons).toMatch(/line 6.*duplicate id 'N4', first given on line 5/);
      expect(reasons).toMatch(/line 7.*id is empty/);
      expect((await admin.get('/current/N4').expect(200)).body).toMatchObject({ part_number: 'NEW-4', price: 4 });
      await admin.get('/current/N1').expect(404);
    });
  });

  describe('POST /current/import-availability', () => {
    it('sets availability by item number or id with any delimiter and spelling; counts not found', async () => {
      const csv = 'Item Number,Stock Status\nBOS-100,out stock\nBOS-200,instock\nNOPE-1,in stock\n';
      const response = await upload(admin, '/current/import-availability', 'stock.csv', csv).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        current_items_updated: 2,
        not_found: 1,
        errors: 0,
        urls_synchronized: 0,
        sync_ratio: 0,
      });
      expect(response.body.message).toMatch(/^Availability import: 3 rows read: 2 updated, 0 unchanged, 1 not found, 0 refused; 2 current items/);
      expect(response.body.time_taken).toBeGreaterThanOrEqual(0);
      expect(response.body.items_per_second).toBeGreaterThan(0);
      expect((await admin.get('/current/A1').expect(200)).body.availability).toBe('out of stock');

      const tab = await upload(admin, '/current/import-availability', 'stock.TXT', 'id\tavailability\nA3\tBack Order\n').expect(200);
      expect(tab.body).toMatchObject({ current_items_updated: 1, not_found: 0 });
      const pipe = await upload(admin, '/current/import-availability', 'stock.txt', 'item_number|stock_status\nACD-400|Pre-Order\n').expect(200);
      expect(pipe.body.current_items_updated).toBe(1);
      expect((await admin.get('/current/A4').expect(200)).body.availability).toBe('preorder');
    });

    it('updates only the chosen item type', async () => {
      await upload(admin, '/current/import', 'kit.csv', 'id,item_number\nK9,BOS-100\n', { is_kit: 'true' }).expect(200);
      const kitsOnly = await upload(admin, '/current/import-availability', 's.csv', 'item_number,stock_status\nBOS-100,backorder\n', {
        is_kit: 'true',
      }).expect(200);
      expect(kitsOnly.body).toMatchObject({ current_items_updated: 1, not_found: 0 });
      expect((await admin.get('/current/K9').expect(200)).body.availability).toBe('backorder');
      expect((await admin.get('/current/A1').expect(200)).body.availability).toBe('out of stock');
      const singles = await upload(admin, '/current/import-availability', 's.csv', 'item_number,stock_status\nKIT-1,backorder\n', {
        is_kit: 'false',
      }).expect(200);
      expect(singles.body).toMatchObject({ current_items_updated: 0, not_found: 1 });
    });

    it('refuses wrong extension, no file, missing columns, semicolons, empty and binary files; data unchanged', async () => {
      const before = await snapshot(admin);
      const route = '/current/import-availability';
      expect((await upload(admin, route, 's.xlsx', 'id,stock_status\nA1,in stock\n').expect(400)).body.detail).toBe(
        'Please select a valid CSV or TXT file',
      );
      expect((await admin.post(route).expect(400)).body.detail).toBe('Please select a file to import');
      expect((await upload(admin, route, 's.csv', 'id,price\nA1,5\n').expect(400)).body.detail).toMatch(/missing column 'stock_status'/);
      expect((await upload(admin, route, 's.csv', 'stock_status\nin stock\n').expect(400)).body.detail).toMatch(
        /missing column 'item_number' or 'id'/,
      );
      expect((await upload(admin, route, 's.csv', 'id;stock_status\nA1;in stock\n').expect(400)).body.detail).toMatch(/semicolon/);
      expect((await upload(admin, route, 's.csv', '\n\n').expect(400)).body.detail).toMatch(/empty/);
      await upload(admin, route, 's.csv', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])).expect(400);
      expect(await snapshot(admin)).toEqual(before);
    });

    it('counts unknown availability values and duplicates as row errors', async () => {
      const csv = 'id,stock_status\nA1,maybe\nA2,backorder\nA2,out of stock\n';
      const response = await upload(admin, '/current/import-availability', 's.csv', csv).expect(200);
      expect(response.body).toMatchObject({ errors: 2, current_items_updated: 1 });
      expect(response.body.error_rows.join('\n')).toMatch(/line 2.*got 'maybe'[\s\S]*line 4: duplicate id 'A2'/);
      expect((await admin.get('/current/A2').expect(200)).body.availability).toBe('backorder');
    });
  });

  describe('POST /current/import-price', () => {
    it('sets prices ($ allowed) and the optional availability; counts invalid prices', async () => {
      const csv = 'item_number,price,availability\nBOS-200,$12.50,\nACD-300,7,in stock\nACD-400,-1,\nACD-400,abc,\nGONE,1,\n';
      const response = await upload(admin, '/current/import-price', 'prices.csv', csv, { is_kit: 'false' }).expect(200);
      expect(response.body).toMatchObject({ success: true, current_items_updated: 2, not_found: 1, invalid_price: 2 });
      expect(response.body).not.toHaveProperty('errors');
      expect(response.body.message).toMatch(/^Price import: 5 rows read: 2 updated, 0 unchanged, 1 not found, 2 refused; 2 current items/);
      expect((await admin.get('/current/A2').expect(200)).body).toMatchObject({ price: 12.5, availability: 'backorder' });
      expect((await admin.get('/current/A3').expect(200)).body).toMatchObject({ price: 7, availability: 'in stock' });
      expect((await admin.get('/current/A4').expect(200)).body.price).toBe(100);
    });

    it('leaves items that already hold the price alone and keeps stats exact', async () => {
      const same = await upload(admin, '/current/import-price', 'p.csv', 'id,price\nA2,12.5\n').expect(200);
      expect(same.body.current_items_updated).toBe(0);
      const stats = (await admin.get('/current/stats').expect(200)).body;
      const items = (await allItems(admin)).items;
      const priced = items.filter((i) => i.price !== null).map((i) => Number(i.price));
      const average = Math.round((priced.reduce((a, b) => a + b, 0) / priced.length) * 100) / 100;
      expect(stats.avg_price).toBe(average);
      expect(stats.total_items).toBe(items.length);
      expect(stats.kits).toBe(items.filter((i) => i.is_kit).length);
    });

    it('refuses a file without a price column, a wrong extension, and reports when no row is usable', async () => {
      const before = await snapshot(admin);
      expect((await upload(admin, '/current/import-price', 'p.csv', 'id,stock_status\nA1,in stock\n').expect(400)).body.detail).toMatch(
        /missing column 'price'/,
      );
      expect((await upload(admin, '/current/import-price', 'p.pdf', 'id,price\nA1,1\n').expect(400)).body.detail).toBe(
        'Please select a valid CSV or TXT file',
      );
      const allBad = await upload(admin, '/current/import-price', 'p.csv', 'id,price\nA1,-3\n').expect(200);
      expect(allBad.body).toMatchObject({ success: false, invalid_price: 1, current_items_updated: 0 });
      expect(await snapshot(admin)).toEqual(before);
    });

    it('answers 409 while another current-items import runs', async () => {
      let release!: () => void;
      const held = importLock.run('current items', () => new Promise<void>((resolve) => (release = resolve)));
      try {
        const response = await upload(admin, '/current/import-price', 'p.csv', 'id,price\nA1,1\n').expect(409);
        expect(response.body.detail).toBe('An import into current items is already running');
      } finally {
        release();
        await held;
      }
    });
  });

  describe('POST /current/import-brands', () => {
    it('assigns brands by id (csv) or part number (txt with tab, pipe, semicolon or space)', async () => {
      const csv = await upload(admin, '/current/import-brands', 'b.csv', 'item_id,brand\nA1,Bosch\nA2,Bosch\nNOPE,X\n').expect(200);
      expect(csv.body).toMatchObject({ updated: 2, not_found: 1, errors: 0 });
      const space = await upload(admin, '/current/import-brands', 'b.txt', 'sku make\nACD-300 AC Delco\n').expect(200);
      expect(space.body).toMatchObject({ updated: 1, not_found: 0 });
      expect((await admin.get('/current/A3').expect(200)).body.brand).toBe('AC Delco');
      const semicolon = await upload(admin, '/current/import-brands', 'b.txt', 'part;manufacturer\nKIT-1;Moog\n').expect(200);
      expect(semicolon.body.updated).toBe(1);
      const stats = (await admin.get('/current/stats').expect(200)).body;
      expect(stats.brand_stats.top_brands[0]).toEqual({ brand: 'Bosch', count: 2 });
      expect(stats.brand_coverage.items_with_brand).toBe(4);
    });

    it('refuses files without exactly the two allowed columns, and commas in .txt', async () => {
      const before = await snapshot(admin);
      const route = '/current/import-brands';
      expect((await upload(admin, route, 'b.csv', 'id,brand,price\nA1,X,1\n').expect(400)).body.detail).toMatch(/exactly 2 columns/);
      expect((await upload(admin, route, 'b.csv', 'code,brand\nA1,X\n').expect(400)).body.detail).toMatch(/missing column/);
      expect((await upload(admin, route, 'b.txt', 'id,brand\nA1,X\n').expect(400)).body.detail).toMatch(/comma/);
      expect((await upload(admin, route, 'b.doc', 'id,brand\nA1,X\n').expect(400)).body.detail).toBe('Please select a valid CSV or TXT file');
      expect(await snapshot(admin)).toEqual(before);
    });

    it('refuses a first line that names no accepted column, listing the accepted names, and changes nothing', async () => {
      const before = await snapshot(admin);
      const route = '/current/import-brands';
      const accepted = '(accepted names: id, item_id, itemid, item_number, part_number, sku, part, brand, manufacturer, make)';
      const unnamed = await upload(admin, route, 'b.csv', 'foo,bar\nACD-300,Delco Remy\n').expect(400);
      expect(unnamed.body.detail).toBe(`b.csv line 1: no known column names in the first line 'foo,bar'; expected the columns id, item_number, brand separated by comma ${accepted}`);
      const headerless = await upload(admin, route, 'b.txt', 'ACD-300|Delco Remy\nNOPE-1|X\n').expect(400);
      expect(headerless.body.detail).toContain(`b.txt line 1: no known column names in the first line 'ACD-300|Delco Remy'`);
      expect(headerless.body.detail).toContain(accepted);
      expect(await snapshot(admin)).toEqual(before);
      expect((await admin.get('/current/A3').expect(200)).body.brand).toBe('AC Delco');
    });
  });

  describe('GET /current and PUT /current/{id}', () => {
    it('pages in id order and filters by search, type and brand', async () => {
      const all = await allItems(admin);
      const ids = all.items.map((i) => i.id);
      expect(ids).toEqual([...ids].sort());
      const page = (await admin.get('/current?skip=2&limit=3').expect(200)).body;
      expect(page).toEqual({ items: all.items.slice(2, 5), total: all.total, total_is_estimate: false, page_is_estimate: false });
      expect((await allItems(admin, '&is_kit=true')).items.every((i) => i.is_kit === true)).toBe(true);
      const bosch = await allItems(admin, '&brand=bosch');
      expect(bosch.items.map((i) => i.id)).toEqual(['A1', 'A2']);
      const search = await allItems(admin, '&search=acd-');
      expect(search.items.map((i) => i.id)).toEqual(['A3', 'A4']);
      const byBrand = await allItems(admin, '&search=delco');
      expect(byBrand.items.map((i) => i.id)).toEqual(['A3']);
      const combined = await allItems(admin, '&search=bos&is_kit=false&brand=BOSCH');
      expect(combined.total).toBe(2);
      expect((await allItems(admin, '&search=zzz')).total).toBe(0);
    });

    it('finds non-ASCII brands case-insensitively, and the items after them where they are', async () => {
      await admin.put('/current/A2').send({ brand: 'Škoda Ørsted' }).expect(200);
      expect((await allItems(admin, '&search=ŠKODA')).items.map((i) => i.id)).toEqual(['A2']);
      expect((await allItems(admin, '&brand=ørsted')).items.map((i) => i.id)).toEqual(['A2']);
      expect((await allItems(admin, '&search=acd-')).items.map((i) => i.id)).toEqual(['A3', 'A4']);
      await admin.put('/current/A2').send({ brand: 'Bosch' }).expect(200);
      expect((await allItems(admin, '&brand=bosch')).items.map((i) => i.id)).toEqual(['A1', 'A2']);
    });

    it('edits price, availability and brand; the list and stats follow', async () => {
      const edited = await admin.put('/current/A5').send({ price: 3.25, availability: 'Back Order', brand: ' Moog ' }).expect(200);
      expect(edited.body).toMatchObject({ id: 'A5', price: 3.25, availability: 'backorder', brand: 'Moog' });
      expect((await allItems(admin, '&brand=moog')).items.map((i) => i.id)).toEqual(['A5', 'K1']);
      const stats = (await admin.get('/current/stats').expect(200)).body;
      expect(stats.availability_stats.backorder).toBeGreaterThanOrEqual(1);
      const cleared = await admin.put('/current/A5').send({ price: null, brand: '' }).expect(200);
      expect(cleared.body).toMatchObject({ price: null, brand: null });
      const bad = await admin.put('/current/A5').send({ price: -1, availability: 'soon' }).expect(400);
      expect(Array.isArray(bad.body.detail)).toBe(true);
      await admin.put('/current/NOPE').send({ price: 1 }).expect(404);
    });
  });
});
