import { Api, startTestApp, TestApp } from '../support/app';

describe('parts API', () => {
  let t: TestApp;
  let admin: Api;
  let bosch: number;
  let ate: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    bosch = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
    ate = (await admin.post('/brands').send({ name: 'ATE' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes a part', async () => {
    const created = await admin
      .post('/parts')
      .send({ brand_id: bosch, part_number: ' BP-100 ', part_type: 'Brake Pad Set' })
      .expect(201);
    expect(created.body).toMatchObject({ brand_id: bosch, brand_name: 'Bosch', part_number: 'BP-100', part_type: 'Brake Pad Set' });
    const id = created.body.id;

    expect((await admin.get(`/parts/${id}`).expect(200)).body.part_number).toBe('BP-100');
    const updated = await admin.put(`/parts/${id}`).send({ part_type: 'Brake Disc' }).expect(200);
    expect(updated.body.part_type).toBe('Brake Disc');

    await admin.delete(`/parts/${id}`).expect(200);
    await admin.get(`/parts/${id}`).expect(404);
  });

  it('keeps a part number unique within its brand but not across brands', async () => {
    await admin.post('/parts').send({ brand_id: bosch, part_number: 'DUP-1' }).expect(201);
    const again = await admin.post('/parts').send({ brand_id: bosch, part_number: 'DUP-1' }).expect(409);
    expect(again.body.detail).toBe('Part "DUP-1" already exists for brand "Bosch"');
    const other = await admin.post('/parts').send({ brand_id: ate, part_number: 'DUP-1' }).expect(201);
    await admin.put(`/parts/${other.body.id}`).send({ brand_id: bosch }).expect(409);
  });

  it('refuses a part without a part number or with an unknown brand', async () => {
    const blank = await admin.post('/parts').send({ brand_id: bosch, part_number: '  ' }).expect(400);
    expect(blank.body.detail).toEqual([{ field: 'part_number', message: 'part_number is required' }]);
    const unknown = await admin.post('/parts').send({ brand_id: 99999, part_number: 'X' }).expect(404);
    expect(unknown.body.detail).toBe('Brand 99999 not found');
  });

  it('lists, filters by brand and search, and pages', async () => {
    for (const n of ['FLT-1', 'FLT-2', 'FLT-3']) {
      await admin.post('/parts').send({ brand_id: ate, part_number: n, part_type: 'Oil Filter' }).expect(201);
    }
    const byBrandId = await admin.get(`/parts?brand=${ate}&search=flt`).expect(200);
    expect(byBrandId.body.total).toBe(3);
    const byBrandName = await admin.get('/parts?brand=ate&limit=2&skip=1').expect(200);
    expect(byBrandName.body.items).toHaveLength(2);
    expect(byBrandName.body.total).toBe(4);
    const byType = await admin.get('/parts?search=oil%20filter').expect(200);
    expect(byType.body.total).toBe(3);

    const ofBrand = await admin.get(`/parts/brand/${ate}`).expect(200);
    expect(ofBrand.body.items.map((p: { part_number: string }) => p.part_number)).toEqual(['DUP-1', 'FLT-1', 'FLT-2', 'FLT-3']);
    await admin.get('/parts/brand/99999').expect(404);

    const search = await admin.get('/parts/search?q=flt-2').expect(200);
    expect(search.body.items.map((p: { part_number: string }) => p.part_number)).toEqual(['FLT-2']);
    await admin.get('/parts/search').expect(400);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await admin.post('/parts').send({ brand_id: ate, part_number: '50%_OFF' }).expect(201);
    expect((await admin.get('/parts/search?q=%25_').expect(200)).body.total).toBe(1);
  });

  it('lists distinct non-empty part types with counts', async () => {
    await admin.post('/parts').send({ brand_id: ate, part_number: 'EMPTY-TYPE', part_type: '' }).expect(201);
    const types = await admin.get('/parts/part-types').expect(200);
    expect(types.body.items).toContainEqual({ part_type: 'Oil Filter', count: 3 });
    expect(types.body.items.every((t: { part_type: string }) => t.part_type !== '')).toBe(true);
    expect(types.body.total).toBe(types.body.items.length);
  });
});
