import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_DOCS, TAXONOMY_SAMPLE } from '../../api/src/import-formats/import-format-registry';
import { renderImportDocs } from '../../api/src/cli/write-import-docs';
import { startTestApp, TestApp } from '../support/app';

const SAMPLES = join(__dirname, '..', '..', 'docs', 'samples');
const FULL_TAXONOMY = join(__dirname, '..', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');

describe('docs/samples and docs/import-formats.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('match the import definitions in the code (regenerate with npm run docs:formats)', () => {
    for (const [file, text] of renderImportDocs()) expect({ file, text: readFileSync(file, 'utf8') }).toEqual({ file, text });
  });

  it('import successfully, each through its own endpoint', async () => {
    const admin = await t.as(t.admin);
    const upload = (endpoint: string, sample: string, fields: Record<string, string> = {}, field = 'file') => {
      const request = admin.post(endpoint);
      for (const [key, value] of Object.entries(fields)) request.field(key, value);
      return request.attach(field, join(SAMPLES, sample));
    };
    const path = (name: string) => IMPORT_DOCS.find((d) => d.sample === name)!.endpoint.replace('POST ', '');

    await upload(path('brands-parts.csv'), 'brands-parts.csv').expect(200);
    const brand = (await admin.get('/brands').expect(200)).body.items[0];
    await upload(path('products.csv'), 'products.csv', { brand_id: String(brand.id) }, 'files').expect(200);
    expect((await admin.get('/parts/draft').expect(200)).body.total).toBe(1);

    await upload('/categories/upload-taxonomy', TAXONOMY_SAMPLE.sample).expect((r) => expect(r.status).toBeLessThan(300));
    await admin.post('/categories/upload-taxonomy').attach('file', FULL_TAXONOMY).expect((r) => expect(r.status).toBeLessThan(300));
    await upload(path('category-mappings.csv'), 'category-mappings.csv').expect((r) => expect(r.status).toBeLessThan(300));
    expect((await admin.get('/categories/mappings').expect(200)).body.total).toBe(1);

    await upload(path('current-items.csv'), 'current-items.csv', { is_kit: 'false' }).expect(200);
    for (const sample of ['availability.csv', 'prices.csv', 'item-brands.csv']) {
      await upload(path(sample), sample).expect((r) => expect(r.status).toBeLessThan(300));
    }
    const items = (await admin.get('/current').expect(200)).body.items;
    expect(items).toEqual([expect.objectContaining({ id: '100234', brand: 'Bosch', price: 19.99, availability: 'in stock' })]);
  });
});
