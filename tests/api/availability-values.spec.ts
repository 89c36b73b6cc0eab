import { buildOpenApi } from '../../api/src/http/openapi';
import { availability, AVAILABILITY_VALUES } from '../../api/src/common/csv/parsers';
import { startTestApp, TestApp } from '../support/app';

const VIEWER = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123' };

interface AvailabilityValue {
  id: string;
  value: string;
  description: string;
  variants: string[];
}

describe('availability values (the example resource of docs/extending.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.as(t.admin);
    await admin.post('/auth/users').send({ ...VIEWER, role: 'readonly' }).expect(201);
  });
  afterAll(() => t.close());

  it("lists Google's four values in Google's order, with their meaning", async () => {
    const admin = await t.as(t.admin);
    const { body } = await admin.get('/availability-values').expect(200);
    expect(body.total).toBe(4);
    expect(body.items.map((v: AvailabilityValue) => [v.id, v.value])).toEqual([
      ['in_stock', 'in stock'],
      ['out_of_stock', 'out of stock'],
      ['preorder', 'preorder'],
      ['backorder', 'backorder'],
    ]);
    expect(body.items.map((v: AvailabilityValue) => v.value)).toEqual([...AVAILABILITY_VALUES]);
    expect(body.items[0].description).toBe('The item can be ordered and shipped now.');
  });

  it('lists for each value the spellings the imports turn into it', async () => {
    const admin = await t.as(t.admin);
    const { body } = await admin.get('/availability-values').expect(200);
    const byValue = new Map<string, string[]>(body.items.map((v: AvailabilityValue) => [v.value, v.variants]));
    expect(byValue.get('in stock')).toEqual(expect.arrayContaining(['instock', 'available']));
    expect(byValue.get('out of stock')).toEqual(expect.arrayContaining(['outofstock', 'outstock', 'oos']));
    for (const item of body.items as AvailabilityValue[]) {
      expect(item.variants.length).toBeGreaterThan(0);
      for (const variant of item.variants) expect(availability(variant)).toBe(item.value);
    }
  });

  it('shows one value, found by any accepted spelling', async () => {
    const admin = await t.as(t.admin);
    const { body } = await admin.get('/availability-values/in_stock').expect(200);
    expect(body).toMatchObject({ id: 'in_stock', value: 'in stock' });
    expect((await admin.get('/availability-values/OOS').expect(200)).body.id).toBe('out_of_stock');
    expect((await admin.get('/availability-values/Pre-Order').expect(200)).body.id).toBe('preorder');
    expect((await admin.get(`/availability-values/${encodeURIComponent('back order')}`).expect(200)).body.id).toBe('backorder');
  });

  it('answers 404 {detail} for a spelling no import accepts', async () => {
    const admin = await t.as(t.admin);
    const { body } = await admin.get('/availability-values/maybe').expect(404);
    expect(body).toEqual({ detail: 'Availability value maybe not found' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get('/availability-values').expect(401)).body.detail).toEqual(expect.any(String));
    await t.anonymous.get('/availability-values/in_stock').expect(401);
  });

  it('lets a readonly user read it', async () => {
    const viewer = await t.as(VIEWER);
    expect((await viewer.get('/availability-values').expect(200)).body.total).toBe(4);
    expect((await viewer.get('/availability-values/preorder').expect(200)).body.value).toBe('preorder');
  });

  it("edits a value's meaning, by any spelling, trimmed; the value and its spellings stay", async () => {
    const admin = await t.as(t.admin);
    const { body } = await admin.put('/availability-values/OOS').send({ description: '  Not in our warehouse; the supplier has none either.  ' }).expect(200);
    expect(body).toMatchObject({ id: 'out_of_stock', value: 'out of stock', description: 'Not in our warehouse; the supplier has none either.' });
    expect((await admin.get('/availability-values/out_of_stock').expect(200)).body.description).toBe('Not in our warehouse; the supplier has none either.');
  });

  it('refuses a blank or too long meaning (400 naming the field), an unknown value (404) and a readonly user (403)', async () => {
    const admin = await t.as(t.admin);
    expect((await admin.put('/availability-values/in_stock').send({ description: '   ' }).expect(400)).body.detail).toEqual([{ field: 'description', message: 'description must not be empty' }]);
    expect((await admin.put('/availability-values/in_stock').send({ description: 'x'.repeat(501) }).expect(400)).body.detail).toEqual([{ field: 'description', message: 'description must be at most 500 characters' }]);
    await admin.put('/availability-values/maybe').send({ description: 'Perhaps.' }).expect(404);
    await (await t.as(VIEWER)).put('/availability-values/in_stock').send({ description: 'Mine now.' }).expect(403);
    expect((await admin.get('/availability-values/in_stock').expect(200)).body.description).toBe('The item can be ordered and shipped now.');
  });

  it('has no create or delete: the four values are Google\'s', async () => {
    const admin = await t.as(t.admin);
    await admin.post('/availability-values').send({ value: 'discontinued' }).expect(404);
    await admin.delete('/availability-values/in_stock').expect(404);
    expect((await admin.get('/availability-values').expect(200)).body.total).toBe(4);
  });

  it('is in the OpenAPI document, so the access-control and OpenAPI tests walk its routes', () => {
    const { paths } = buildOpenApi(t.app);
    expect(Object.keys(paths['/api/v1/availability-values'])).toEqual(['get']);
    expect(Object.keys(paths['/api/v1/availability-values/{id}'])).toEqual(['get', 'put']);
  });
});
