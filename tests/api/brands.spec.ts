import { Api, startTestApp, TestApp } from '../support/app';

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
    });

    it("refuses a blank name with 'Brand name is required'", async () => {
      for (const body of [{ name: '   ' }, {}]) {
        const response = await admin.post('/brands').send(body).expect(400);
        expect(response.body.detail).toEqual([{ field: 'name', message: 'Brand name is required' }]);
      }
    });

    it('refuses a duplicate name with 409', async () => {
      const response = await admin.post('/brands').send({ name: 'Bosch' }).expect(409);
      expect(response.body.detail).toBe('Brand "Bosch" already exists');
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
});
