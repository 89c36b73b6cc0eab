/**
 * GET /import-formats: each import's columns as the server reads them, for the admin's dialogs (#21.4),
 * and exports whose headers are declared through the import that reads them back.
 */
import { importableHeader } from '../../api/src/common/csv';
import { BRAND_PARTS_FORMAT } from '../../api/src/brands/import/brand-parts-format';
import { Api, startTestApp, TestApp } from '../support/app';

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
});
afterAll(() => t?.close());

describe('GET /import-formats', () => {
  it('lists every import with its endpoint, extensions, delimiters and sample', async () => {
    const { body } = await admin.get('/import-formats').expect(200);
    expect(body.map((f: { id: string }) => f.id)).toEqual(['brands-parts', 'products', 'category-mappings', 'current-items', 'availability', 'prices', 'item-brands', 'feed-rule-lookup']);
    const prices = body.find((f: { id: string }) => f.id === 'prices');
    expect(prices).toMatchObject({
      title: 'Prices',
      endpoint: 'POST /current/import-price',
      extensions: ['.csv', '.txt'],
      sample_url: '/samples/prices.csv',
    });
    expect(prices.columns.find((c: { header: string }) => c.header === 'item_number')).toMatchObject({ presence: 'one of item_number, id', required: true });
    expect(prices.columns.find((c: { header: string }) => c.header === 'price')).toMatchObject({ presence: 'required', required: true });
    expect(prices.columns.find((c: { header: string }) => c.header === 'is_kit')).toMatchObject({ presence: 'optional', required: false, aliases: ['kit', 'iskit'] });
    expect(body.find((f: { id: string }) => f.id === 'item-brands').exact_columns).toBe(2);
  });

  it('serves one format, 404 for an unknown one, to any signed-in role and to no one else', async () => {
    expect((await admin.get('/import-formats/brands-parts').expect(200)).body.columns.map((c: { header: string }) => c.header)).toEqual(['brand', 'part_number', 'part_type']);
    expect((await admin.get('/import-formats/nope').expect(404)).body).toEqual({ detail: 'Import format nope not found' });
    await admin.post('/auth/users').send({ email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-123', role: 'readonly' }).expect(201);
    const viewer = await t.as({ email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-123' });
    await viewer.get('/import-formats/products').expect(200);
    await t.anonymous.get('/import-formats').expect(401);
  });

  it('names the same columns an upload reads: a file built from the hint imports', async () => {
    const { body } = await admin.get('/import-formats/brands-parts').expect(200);
    const header = body.columns.map((c: { header: string }) => c.header).join(',');
    const row = body.columns.map((c: { example: string }) => JSON.stringify(c.example)).join(',');
    const result = (await admin.post('/brands/upload').attach('file', Buffer.from(`${header}\n${row}\n`), 'from-hint.csv').expect(200)).body;
    expect(result).toMatchObject({ brands: 1, parts: 1, errors: 0 });
  });
});

describe('export headers declared through their import', () => {
  it('a brands CSV export reads back through POST /brands/upload unchanged', async () => {
    const exported = (await admin.get('/brands/export?format=csv&include_parts=true').expect(200)).text.replace(/^\uFEFF/, '');
    expect(exported.split('\r\n')[0]).toBe('brand_id,brand,active,parts_count,created_at,part_number,part_type');
    const result = (await admin.post('/brands/upload').attach('file', Buffer.from(exported), 'brands-export.csv').expect(200)).body;
    expect(result).toMatchObject({ brands: 1, created: 0, updated: 1, errors: 0 });
  });

  it('refuses, when the module loads, a header the import would not read', () => {
    expect(importableHeader(BRAND_PARTS_FORMAT, 'part_number', 'Part Number')).toBe('Part Number');
    expect(() => importableHeader(BRAND_PARTS_FORMAT, 'part_number', 'Part Type')).toThrow("brand and parts import does not read 'Part Type' as its part_number column");
  });
});
