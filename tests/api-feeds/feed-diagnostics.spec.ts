/**
 * Diagnostics: every product checked against Google's product data rules before anything is sent,
 * drafts as well as live products, with one rule set that publishing uses too. The GTIN rule's cases:
 * tests/unit/gtin.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISSUE_CODES } from '../../api/src/feeds/rules/issue-codes';
import { Api, startTestApp, TestApp } from '../support/app';
import { taxonomyFilePath } from '../support/part-type-fixture';

describe('GET /feeds/diagnostics', () => {
  let t: TestApp;
  let admin: Api;
  const HEADER = 'part_number,title,description,link,image_link,price,gtin,mpn,google_product_category,sale_price';
  const ROWS = [
    'OK-1,Brake pad set,Ceramic pads,https://shop.example.com/p/1,https://shop.example.com/i/1.jpg,49.50,4006381333931,,2977,',
    'GTIN-1,Oil filter,Spin-on filter,https://shop.example.com/p/2,https://shop.example.com/i/2.jpg,9.99,123,,,',
    'SALE-1,Wiper blade,22 inch,https://shop.example.com/p/3,https://shop.example.com/img/placeholder.png,12.00,,WB-22,Not A Category,15.00',
  ];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(taxonomyFilePath()), 'taxonomy-with-ids.en-US.txt').expect(201);
    const brand = (await admin.post('/brands').send({ name: 'Diag' }).expect(201)).body.id;
    await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from([HEADER, ...ROWS].join('\n')), 'drafts.csv').expect(200);
  });

  afterAll(() => t?.close());

  it('counts valid drafts and each issue, with examples, by code, severity and attribute', async () => {
    const { body } = await admin.get('/feeds/diagnostics?scope=draft').expect(200);
    expect(body).toMatchObject({ total: 3, valid: 1, with_errors: 2, with_warnings: 1 });
    const codes = Object.fromEntries(body.issues.map((i: { code: string; severity: string; attribute: string; count: number }) => [i.code, [i.severity, i.attribute, i.count]]));
    expect(codes).toEqual({
      invalid_gtin: ['error', 'gtin', 1],
      placeholder_image: ['error', 'image_link', 1],
      sale_price_not_below_price: ['error', 'sale_price', 1],
      unknown_google_product_category: ['warning', 'google_product_category', 1],
    });
    const gtin = body.issues.find((i: { code: string }) => i.code === 'invalid_gtin');
    expect(gtin.examples).toEqual([{ id: expect.any(Number), part_number: 'GTIN-1', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }]);
  });

  it('orders issues errors first, each with its readable title and the fix docs/feed-problems.md gives', async () => {
    const { body } = await admin.get('/feeds/diagnostics?scope=draft').expect(200);
    expect(body.issues.map((i: { title: string; severity: string }) => [i.title, i.severity])).toEqual([
      ['GTIN invalid', 'error'],
      ['Placeholder image', 'error'],
      ['Sale price not below the price', 'error'],
      ['Category not in the taxonomy', 'warning'],
    ]);
    expect(body.issues[0].fix).toBe('Give the 8-, 12-, 13- or 14-digit GTIN from the packaging, with its check digit; leave it empty if the part has none.');
  });

  it('filters the counts and the products by brand and by a search in part number or title', async () => {
    const other = (await admin.post('/brands').send({ name: 'Other Make' }).expect(201)).body.id;
    const row = 'GTIN-9,Air filter,Panel filter,https://shop.example.com/p/9,https://shop.example.com/i/9.jpg,5.00,999,,,';
    await admin.post('/parts/import').field('brand_id', String(other)).attach('files', Buffer.from([HEADER, row].join('\n')), 'other.csv').expect(200);

    const byBrand = (await admin.get('/feeds/diagnostics').query({ scope: 'draft', brand: 'other' }).expect(200)).body;
    expect(byBrand).toMatchObject({ total: 1, valid: 0, with_errors: 1, with_warnings: 0 });
    expect(byBrand.issues.map((i: { code: string }) => i.code)).toEqual(['invalid_gtin']);
    const items = (await admin.get('/feeds/diagnostics/items').query({ scope: 'draft', code: 'invalid_gtin', brand: 'DIAG' }).expect(200)).body;
    expect(items.items.map((i: { part_number: string; brand: string }) => [i.part_number, i.brand])).toEqual([['GTIN-1', 'Diag']]);

    const searched = (await admin.get('/feeds/diagnostics/items').query({ scope: 'draft', search: 'filter' }).expect(200)).body;
    expect(searched.items.map((i: { part_number: string }) => i.part_number)).toEqual(['GTIN-1', 'GTIN-9']);
    const bySearch = (await admin.get('/feeds/diagnostics').query({ scope: 'draft', search: 'wiper' }).expect(200)).body;
    expect(bySearch).toMatchObject({ total: 1, valid: 0, with_errors: 1, with_warnings: 1 });
    await admin.delete(`/brands/${other}`).expect(200);
  });

  it('lists the products behind an issue, and all issues as CSV', async () => {
    const items = (await admin.get('/feeds/diagnostics/items?scope=draft&severity=error').expect(200)).body;
    expect(items.total).toBe(2);
    expect(items.items.map((i: { part_number: string }) => i.part_number)).toEqual(['GTIN-1', 'SALE-1']);
    const byCode = (await admin.get('/feeds/diagnostics/items?scope=draft&code=placeholder_image').expect(200)).body;
    expect(byCode.items.map((i: { part_number: string }) => i.part_number)).toEqual(['SALE-1']);
    expect((await admin.get('/feeds/diagnostics/items?code=nonsense').expect(400)).body.detail).toEqual([
      { field: 'code', message: expect.stringContaining('code must be one of') },
    ]);
    const csv = await admin.get('/feeds/diagnostics/export?scope=draft').expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="feed-diagnostics-draft.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,part_number,title,code,severity,attribute,message');
    expect(lines).toHaveLength(5);
  });

  it('publishing refuses what diagnostics call an error, with the same messages; live diagnostics count what was published', async () => {
    const drafts = (await admin.get('/parts/draft?limit=10').expect(200)).body.products as Array<{ id: number; part_number: string }>;
    const broken = drafts.find((d) => d.part_number === 'GTIN-1')!;
    const refused = await admin.post(`/parts/${broken.id}/publish`).expect(400);
    expect(refused.body.detail).toEqual([{ field: 'gtin', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }]);
    const ok = drafts.find((d) => d.part_number === 'OK-1')!;
    await admin.post(`/parts/${ok.id}/publish`).expect(201);
    expect((await admin.get('/feeds/diagnostics').expect(200)).body).toMatchObject({ total: 1, valid: 1, with_errors: 0, issues: [] });
  });
});

describe('docs/feed-problems.md and its sample file', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('lists every issue code with its title, severity, attribute, what Google does and the fix the screen shows', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'feed-problems.md'), 'utf8');
    for (const [code, c] of Object.entries(ISSUE_CODES)) {
      expect(doc).toContain(`| \`${code}\` | ${c.title} | ${c.severity} | \`${c.attribute}\` | ${c.google} | ${c.fix} |`);
    }
  });

  it('the sample file imports and triggers every code an import can carry', async () => {
    t = await startTestApp();
    const admin = await t.as(t.admin);
    await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(taxonomyFilePath()), 'taxonomy-with-ids.en-US.txt').expect(201);
    const brand = (await admin.post('/brands').send({ name: 'Sample' }).expect(201)).body.id;
    await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', join(__dirname, '..', '..', 'docs', 'samples', 'products-with-feed-problems.csv')).expect(200);
    const { body } = await admin.get('/feeds/diagnostics?scope=draft').expect(200);
    const found = body.issues.map((i: { code: string }) => i.code).sort();
    // The import refuses the first three; the last two are the stock-and-price feed's own (scope=current).
    const notFromProductImport = ['missing_title', 'missing_description', 'invalid_availability', 'missing_price', 'missing_brand'];
    const importable = Object.keys(ISSUE_CODES).filter((code) => !notFromProductImport.includes(code));
    expect(found).toEqual(importable.sort());
    // Warnings let a product through: the clean one and the four with warnings only.
    expect(body.valid).toBe(5);
  });
});
