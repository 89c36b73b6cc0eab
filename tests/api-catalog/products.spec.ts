import type { Test } from 'supertest';
import { Api, startTestApp, TestApp } from '../support/app';
import { PRODUCT_HEADER, productCsv, productRow } from '../support/product-csv';

describe('products API (draft import, lists, details, publish)', () => {
  let t: TestApp;
  let admin: Api;
  let brandId: number;
  let otherBrandId: number;

  const upload = (brand: number | string | undefined, files: Array<[name: string, content: string]>): Test => {
    let request = admin.post('/parts/import');
    if (brand !== undefined) request = request.field('brand_id', String(brand));
    for (const [name, content] of files) request = request.attach('files', Buffer.from(content), name);
    return request;
  };
  const draftByPart = async (partNumber: string, brand = 'Bosch') =>
    (await admin.get('/parts/draft').query({ search: partNumber, limit: 250 }).expect(200)).body.products.find(
      (p: { part_number: string; brand: string }) => p.part_number === partNumber && p.brand === brand,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    brandId = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
    otherBrandId = (await admin.post('/brands').send({ name: 'Brembo' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  describe('import', () => {
    it('imports two good files with detail columns and reports the stats', async () => {
      const first = productCsv([
        productRow('BRK-1', { availability: 'In Stock', is_kit: 'true', gtin: '00012345678905', custom_label_2: 'winter' }),
        productRow('BRK-2', { vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: '2018' }),
      ]);
      const second = productCsv([productRow('BRK-3', { price: '$15.25', sale_price: '12.50 USD' })]);
      const response = await upload(brandId, [['first.csv', first], ['second.CSV', second]]).expect(200);
      expect(response.body.stats).toEqual({ total_rows: 3, processed: 3, errors: 0, duplicates: 0 });
      expect(response.body.errors).toEqual([]);

      const kit = await draftByPart('BRK-1');
      expect(kit).toMatchObject({ brand: 'Bosch', brand_id: brandId, is_kit: true, price: 19.99, is_live: false });
      expect(kit.draft_id).toMatch(/^D-\d{6}$/);
      const details = (await admin.get(`/parts/draft/${kit.id}`).expect(200)).body;
      expect(details).toMatchObject({
        availability: 'in stock',
        gtin: '00012345678905',
        custom_label_2: 'winter',
        link: 'https://shop.example.com/p/BRK-1',
        vehicle_make: null,
        sale_price: null,
      });
      const sale = (await admin.get(`/parts/draft/${(await draftByPart('BRK-3')).id}`).expect(200)).body;
      expect(sale).toMatchObject({ price: 15.25, sale_price: 12.5, is_kit: false });
    });

    it('refuses each missing required column, naming the file, and changes nothing', async () => {
      for (const missing of PRODUCT_HEADER) {
        const columns = PRODUCT_HEADER.filter((c) => c !== missing);
        const bad = productCsv([productRow('NEW-1')], columns);
        const good = productCsv([productRow('NEW-2')]);
        const response = await upload(brandId, [['good.csv', good], ['broken.csv', bad]]).expect(400);
        expect(response.body.detail).toContain('broken.csv');
        expect(response.body.detail).toContain(missing);
      }
      expect(await draftByPart('NEW-2')).toBeUndefined();
    });

    it('rejects rows with bad prices or blank required values and imports the rest', async () => {
      const csv = productCsv([
        productRow('P-OK'),
        productRow('P-ABC', { price: 'abc' }),
        productRow('P-NEG', { price: '-5' }),
        productRow('P-COMMA', { price: '19,99' }),
        productRow('P-BLANK', { title: '' }),
      ]);
      const response = await upload(brandId, [['prices.csv', csv]]).expect(200);
      expect(response.body.stats).toEqual({ total_rows: 5, processed: 1, errors: 4, duplicates: 0 });
      expect(response.body.errors).toEqual([
        expect.objectContaining({ file: 'prices.csv', line: 3, field: 'price' }),
        expect.objectContaining({ file: 'prices.csv', line: 4, field: 'price' }),
        expect.objectContaining({ file: 'prices.csv', line: 5, field: 'price' }),
        expect.objectContaining({ file: 'prices.csv', line: 6, field: 'title' }),
      ]);
      expect(response.body.errors[0].reason).toMatch(/number/);
      expect(await draftByPart('P-ABC')).toBeUndefined();
    });

    it('counts duplicates within a file, across files and against existing drafts; the last row wins', async () => {
      const a = productCsv([productRow('DUP-1', { title: 'first' }), productRow('DUP-2'), productRow('DUP-1', { title: 'second' })]);
      const b = productCsv([productRow('DUP-1', { title: 'third' }), productRow('BRK-2', { title: 'Updated BRK-2', price: '25' })]);
      const response = await upload(brandId, [['a.csv', a], ['b.csv', b]]).expect(200);
      // DUP-1 three times (2 duplicates) + BRK-2 existed before (1 duplicate).
      expect(response.body.stats).toEqual({ total_rows: 5, processed: 5, errors: 0, duplicates: 3 });
      expect(await draftByPart('DUP-1')).toMatchObject({ title: 'third' });
      const updated = await draftByPart('BRK-2');
      expect(updated).toMatchObject({ title: 'Updated BRK-2', price: 25 });
      const all = (await admin.get('/parts/draft').query({ search: 'DUP-1' }).expect(200)).body;
      expect(all.total).toBe(1);
    });

    it('keeps the same part number apart under another brand', async () => {
      const response = await upload(otherBrandId, [['other.csv', productCsv([productRow('BRK-1')])]]).expect(200);
      expect(response.body.stats).toMatchObject({ processed: 1, duplicates: 0 });
      expect((await admin.get('/parts/draft').query({ search: 'BRK-1' }).expect(200)).body.total).toBe(2);
    });

    it("answers the dialog's messages: no brand, no file, a non-CSV file, an unknown brand", async () => {
      const csv = productCsv([productRow('X-1')]);
      expect((await upload(undefined, [['x.csv', csv]]).expect(400)).body.detail).toBe('Please select a brand');
      expect((await upload(brandId, []).expect(400)).body.detail).toBe('Please select at least one CSV file');
      const notCsv = await upload(brandId, [['x.csv', csv], ['notes.txt', csv]]).expect(400);
      expect(notCsv.body.detail).toBe('Only CSV files are allowed: notes.txt');
      await upload(99_999, [['x.csv', csv]]).expect(404);
      expect(await draftByPart('X-1')).toBeUndefined();
    });

    it('refuses an empty or binary file as a whole', async () => {
      expect((await upload(brandId, [['empty.csv', '']]).expect(400)).body.detail).toContain('empty.csv');
      const binary = String.fromCharCode(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2, 3);
      expect((await upload(brandId, [['sheet.csv', binary]]).expect(400)).body.detail).toContain('sheet.csv');
    });
  });

  describe('lists', () => {
    it('pages newest first with skip and limit and counts the total', async () => {
      await upload(brandId, [['page.csv', productCsv(Array.from({ length: 30 }, (_, i) => productRow(`PG-${String(i).padStart(2, '0')}`)))]]).expect(200);
      const all = (await admin.get('/parts/draft').query({ limit: 1000 }).expect(200)).body;
      expect(all.total).toBe(all.products.length);
      const ids = all.products.map((p: { id: number }) => p.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      const page = (await admin.get('/parts/draft').query({ skip: 5, limit: 10 }).expect(200)).body;
      expect(page.products.map((p: { id: number }) => p.id)).toEqual(ids.slice(5, 15));
      const deep = (await admin.get('/parts/draft').query({ skip: all.total - 3, limit: 10 }).expect(200)).body;
      expect(deep.products.map((p: { id: number }) => p.id)).toEqual(ids.slice(-3));
      expect((await admin.get('/parts/draft').query({ skip: all.total, limit: 10 }).expect(200)).body.products).toEqual([]);
    });

    it('serves deep pages (past the remembered positions) in the same order as plain OFFSET paging', async () => {
      const rows = Array.from({ length: 21_000 }, (_, i) => productRow(`DEEP-${i}`));
      await upload(otherBrandId, [['deep.csv', productCsv(rows)]]).expect(200);
      // The DEEP rows are the newest, so the unfiltered list starts with them in the order a search pages them.
      for (const skip of [9_990, 10_000, 12_345, 20_000, 20_975]) {
        const page = (await admin.get('/parts/draft').query({ skip, limit: 25 }).expect(200)).body;
        const searched = (await admin.get('/parts/draft').query({ search: 'deep-', skip, limit: 25 }).expect(200)).body;
        expect(searched.total).toBe(21_000);
        expect(page.products.map((p: { id: number }) => p.id)).toEqual(searched.products.map((p: { id: number }) => p.id));
      }
      const all = (await admin.get('/parts/draft').query({ limit: 1 }).expect(200)).body.total;
      const last = (await admin.get('/parts/draft').query({ skip: all - 1, limit: 25 }).expect(200)).body.products;
      expect(last).toHaveLength(1);
      expect(last[0].part_number).toBe('BRK-1');
    });

    it('searches part number, title and brand name, any case', async () => {
      expect((await admin.get('/parts/draft').query({ search: 'pg-1' }).expect(200)).body.total).toBe(10);
      expect((await admin.get('/parts/draft').query({ search: 'updated brk' }).expect(200)).body.total).toBe(1);
      const brembo = (await admin.get('/parts/draft').query({ search: 'BREMBO', limit: 10 }).expect(200)).body;
      expect(brembo.total).toBe(21_001);
      expect(new Set(brembo.products.map((p: { brand: string }) => p.brand))).toEqual(new Set(['Brembo']));
      expect((await admin.get('/parts/draft').query({ search: '100%' }).expect(200)).body.total).toBe(0);
    });

    it('validates paging parameters', async () => {
      const response = await admin.get('/parts/draft').query({ limit: 0 }).expect(400);
      expect(response.body.detail[0]).toMatchObject({ field: 'limit' });
    });

    it('routes /parts/draft and /parts/live to the product lists, not to the part with that id', async () => {
      const draft = await admin.get('/parts/draft').expect(200);
      expect(draft.body).toHaveProperty('products');
      const live = await admin.get('/parts/live').expect(200);
      expect(live.body).toHaveProperty('products');
    });
  });

  describe('publish', () => {
    it('refuses a draft that breaks Google rules, listing every problem', async () => {
      const csv = productCsv([
        productRow('BAD-1', { title: 'T'.repeat(151), description: 'D'.repeat(5001), link: 'ftp://x/y', image_link: 'not a url', price: '0' }),
      ]);
      await upload(brandId, [['bad.csv', csv]]).expect(200);
      const draft = await draftByPart('BAD-1');
      const response = await admin.post(`/parts/${draft.id}/publish`).expect(400);
      expect(response.body.detail.map((p: { field: string }) => p.field)).toEqual(['title', 'description', 'link', 'image_link', 'price']);
      expect(response.body.detail[0].message).toContain('150');
      expect((await admin.get('/parts/live').query({ search: 'BAD-1' }).expect(200)).body.total).toBe(0);
    });

    it('copies a valid draft to live; publishing again updates the live copy', async () => {
      const draft = await draftByPart('BRK-1');
      const first = (await admin.post(`/parts/${draft.id}/publish`).expect(201)).body;
      expect(first).toMatchObject({ part_number: 'BRK-1', is_live: true, brand: 'Bosch', gtin: '00012345678905' });
      expect(first.live_id).toMatch(/^L-\d{6}$/);
      expect(new Date(first.published_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const live = (await admin.get('/parts/live').expect(200)).body;
      expect(live.total).toBe(1);
      expect(live.products[0]).toMatchObject({ id: first.id, live_id: first.live_id, part_number: 'BRK-1', is_live: true });
      expect((await draftByPart('BRK-1')).is_live).toBe(true);

      await upload(brandId, [['again.csv', productCsv([productRow('BRK-1', { title: 'Renamed pads', price: '21' })])]]).expect(200);
      const again = (await admin.post(`/parts/${draft.id}/publish`).expect(201)).body;
      expect(again).toMatchObject({ id: first.id, live_id: first.live_id, title: 'Renamed pads', price: 21 });
      expect((await admin.get('/parts/live').expect(200)).body.total).toBe(1);
      expect((await admin.get(`/parts/live/${first.id}`).expect(200)).body.title).toBe('Renamed pads');
    });

    it("shows the category mapped to the product type when the draft has none of its own", async () => {
      const taxonomy = '# Google_Product_Taxonomy_Version: 2021-09-21\n888 - Vehicles & Parts\n5613 - Vehicles & Parts > Vehicle Parts & Accessories\n';
      await admin.post('/categories/upload-taxonomy').attach('file', Buffer.from(taxonomy), 'taxonomy-with-ids.en-US.txt').expect(201);
      await admin.post('/categories/mappings').send({ part_type: 'Brake Pads', category_id: 5613 }).expect(201);
      const csv = productCsv([
        productRow('MAP-1', { product_type: 'brake pads' }),
        productRow('MAP-2', { product_type: 'Brake Pads', google_product_category: 'Own > Category' }),
      ]);
      await upload(brandId, [['mapped.csv', csv]]).expect(200);
      const mapped = (await admin.get(`/parts/draft/${(await draftByPart('MAP-1')).id}`).expect(200)).body;
      expect(mapped.google_product_category).toBe('Vehicles & Parts > Vehicle Parts & Accessories');
      const own = (await admin.get(`/parts/draft/${(await draftByPart('MAP-2')).id}`).expect(200)).body;
      expect(own.google_product_category).toBe('Own > Category');
    });

    it('answers 404 for an unknown draft or live product', async () => {
      await admin.post('/parts/999999/publish').expect(404);
      await admin.get('/parts/draft/999999').expect(404);
      await admin.get('/parts/live/999999').expect(404);
    });
  });
});
