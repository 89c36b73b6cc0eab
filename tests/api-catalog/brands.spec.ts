import { Workbook } from 'exceljs';
import type { Response } from 'superagent';
import { Api, startTestApp, TestApp } from '../support/app';

/** supertest leaves unknown binary bodies unread; collect them as a Buffer. */
function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('brands API', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  describe('create, read, update, delete', () => {
    it('creates a brand from JSON or a form field, trimmed, active, with no parts', async () => {
      const json = await admin.post('/brands').send({ name: '  Bosch  ' }).expect(201);
      expect(json.body).toMatchObject({ name: 'Bosch', active: true, parts_count: 0 });
      expect(new Date(json.body.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const form = await admin.post('/brands').type('form').send('name=Brembo').expect(201);
      expect(form.body).toMatchObject({ name: 'Brembo', active: true });
      expect((await admin.get(`/brands/${form.body.id}`).expect(200)).body.name).toBe('Brembo');
      const multipart = await admin.post('/brands').field('name', ' Continental ').expect(201);
      expect(multipart.body).toMatchObject({ name: 'Continental', active: true, parts_count: 0 });
      expect((await admin.get(`/brands/${multipart.body.id}`).expect(200)).body.name).toBe('Continental');
    });

    it("refuses a blank name with 'Brand name is required', whatever the body's type", async () => {
      const blank = [
        admin.post('/brands').send({ name: '   ' }),
        admin.post('/brands').send({}),
        admin.post('/brands').type('form').send('name=%20%20'),
        admin.post('/brands').type('form').send('other=x'),
        admin.post('/brands').field('name', '  '),
        admin.post('/brands').field('other', 'x'),
      ];
      for (const request of blank) {
        const response = await request.expect(400);
        expect(response.body.detail).toEqual([{ field: 'name', message: 'Brand name is required' }]);
      }
      expect((await admin.get('/brands?limit=100').expect(200)).body.total).toBe(3);
    });

    it('refuses a file in the brand form and a duplicate sent as multipart', async () => {
      const withFile = await admin.post('/brands').field('name', 'Valeo').attach('logo', Buffer.from('x'), 'logo.png').expect(400);
      expect(withFile.body.detail).toBe('Unexpected file field - logo');
      await admin.post('/brands').field('name', 'Bosch').expect(409);
      expect((await admin.get('/brands?search=valeo').expect(200)).body.total).toBe(0);
    });

    it('refuses a duplicate name with 409', async () => {
      const response = await admin.post('/brands').send({ name: 'Bosch' }).expect(409);
      expect(response.body.detail).toBe('Brand "Bosch" already exists');
      const otherCase = await admin.post('/brands').send({ name: 'BOSCH' }).expect(409);
      expect(otherCase.body.detail).toBe('Brand "Bosch" already exists');
    });

    it('renames and deactivates a brand; a rename onto another name is 409', async () => {
      const brand = (await admin.post('/brands').send({ name: 'Valeo' }).expect(201)).body;
      const updated = await admin.put(`/brands/${brand.id}`).send({ name: 'Valeo SA', active: false }).expect(200);
      expect(updated.body).toMatchObject({ id: brand.id, name: 'Valeo SA', active: false });
      await admin.put(`/brands/${brand.id}`).send({ name: 'Bosch' }).expect(409);
      await admin.put(`/brands/${brand.id}`).send({ name: ' ' }).expect(400);
      await admin.put('/brands/99999').send({ active: true }).expect(404);
    });

    it('deletes a brand together with its parts, leaving no orphans', async () => {
      const brand = (await admin.post('/brands').send({ name: 'Doomed' }).expect(201)).body;
      for (const n of ['D-1', 'D-2']) await admin.post('/parts').send({ brand_id: brand.id, part_number: n }).expect(201);
      expect((await admin.get(`/brands/${brand.id}`).expect(200)).body.parts_count).toBe(2);
      const deleted = await admin.delete(`/brands/${brand.id}`).expect(200);
      expect(deleted.body).toMatchObject({ success: true, parts_deleted: 2 });
      await admin.get(`/brands/${brand.id}`).expect(404);
      expect((await admin.get(`/parts?search=D-`).expect(200)).body.total).toBe(0);
      await admin.delete(`/brands/${brand.id}`).expect(404);
    });
  });

  describe('list and stats', () => {
    it('lists with parts_count, search and paging', async () => {
      const bosch = (await admin.get('/brands?search=bos').expect(200)).body;
      expect(bosch.total).toBe(1);
      expect(bosch.items[0]).toMatchObject({ name: 'Bosch', parts_count: 0 });
      const page = await admin.get('/brands?skip=1&limit=1').expect(200);
      expect(page.body.items).toHaveLength(1);
      expect(page.body.total).toBeGreaterThanOrEqual(3);
      await admin.get('/brands?limit=10001').expect(400);
      expect((await admin.get('/brands?limit=10000').expect(200)).body.items.length).toBe(page.body.total);
    });

    it('reports totals', async () => {
      const list = (await admin.get('/brands?limit=10000').expect(200)).body.items as { active: boolean; parts_count: number }[];
      const stats = (await admin.get('/brands/stats').expect(200)).body;
      expect(stats).toEqual({
        brands: list.length,
        active: list.filter((b) => b.active).length,
        inactive: list.filter((b) => !b.active).length,
        parts: list.reduce((sum, b) => sum + b.parts_count, 0),
        brands_without_parts: list.filter((b) => b.parts_count === 0).length,
      });
    });
  });
  describe('export', () => {
    let formula: number;
    beforeAll(async () => {
      formula = (await admin.post('/brands').send({ name: '=HYPERLINK("x")' }).expect(201)).body.id;
      await admin.post('/parts').send({ brand_id: formula, part_number: '-5', part_type: '@SUM(A1)' }).expect(201);
      await admin.post('/parts').send({ brand_id: formula, part_number: 'A,"B"' }).expect(201);
    });

    it('streams CSV with parts and counts, named by date, formula cells escaped', async () => {
      const response = await admin.get('/brands/export?format=csv&include_parts=true&include_stats=true').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="brands-export-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('brand_id,brand,active,parts_count,created_at,part_number,part_type');
      const own = lines.filter((l) => l.startsWith(`${formula},`));
      expect(own).toHaveLength(2);
      expect(own[0]).toContain(`,"'=HYPERLINK(""x"")",true,2,`);
      expect(own.some((l) => l.endsWith(`,'-5,'@SUM(A1)`))).toBe(true);
      expect(own.some((l) => l.endsWith(`,"A,""B""",`))).toBe(true);
      // Brands without parts still appear, once.
      expect(lines.filter((l) => /^\d+,Bosch,/.test(l))).toHaveLength(1);
    });

    it('exports brands only, without counts, when asked', async () => {
      const response = await admin.get('/brands/export?format=csv&include_parts=false&include_stats=false').expect(200);
      const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('brand_id,brand,active,created_at');
      const total = (await admin.get('/brands').expect(200)).body.total;
      expect(lines).toHaveLength(total + 1);
    });

    it('streams JSON with stats and nested parts', async () => {
      const response = await admin.get('/brands/export?format=json').expect(200);
      expect(response.headers['content-disposition']).toMatch(/filename="brands-export-\d{4}-\d{2}-\d{2}\.json"/);
      const body = JSON.parse(response.text);
      expect(body.stats).toEqual((await admin.get('/brands/stats').expect(200)).body);
      const brand = body.brands.find((b: { id: number }) => b.id === formula);
      expect(brand.parts_count).toBe(2);
      expect(brand.parts.map((p: { part_number: string }) => p.part_number).sort()).toEqual(['-5', 'A,"B"']);
    });

    it('streams an XLSX workbook with sheets Brands, Parts and Statistics', async () => {
      const response = await admin.get('/brands/export?format=xlsx').buffer(true).parse(binary).expect(200);
      expect(response.headers['content-disposition']).toMatch(/filename="brands-export-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const workbook = new Workbook();
      await workbook.xlsx.load(response.body);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['Brands', 'Parts', 'Statistics']);
      const brands = workbook.getWorksheet('Brands')!;
      expect(brands.getRow(1).values).toEqual([undefined, 'ID', 'Brand Name', 'Status', 'Parts Count', 'Created']);
      const total = (await admin.get('/brands').expect(200)).body.total;
      expect(brands.rowCount).toBe(total + 1);
      const parts = workbook.getWorksheet('Parts')!;
      const partNumbers: unknown[] = [];
      parts.eachRow((row) => partNumbers.push(row.getCell(3).value));
      expect(partNumbers).toEqual(expect.arrayContaining(['Part Number', '-5', 'A,"B"']));
    });

    it('refuses an unknown format', async () => {
      const response = await admin.get('/brands/export?format=pdf').expect(400);
      expect(response.body.detail).toEqual([{ field: 'format', message: 'format must be csv, json or xlsx' }]);
    });
  });
});
