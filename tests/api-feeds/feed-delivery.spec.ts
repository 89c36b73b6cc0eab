/**
 * Delivery of both feeds (#18.4): the export dialog's call and the nightly run send the stock-and-price
 * feed, the product feed, or both, each under its own remote name, to a real SFTP server; each file is
 * a history row with the diagnostics counts of that moment, and nothing in error is ever uploaded.
 * The stock-and-price feed gets the same treatment for its own attributes (scope=current).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NightlyExportService } from '../../api/src/export/jobs/nightly-export.service';
import { Api, startTestApp, TestApp } from '../support/app';
import { finishedExport } from '../support/export-job';
import { taxonomyFilePath } from '../support/part-type-fixture';
import { sftpEnv, startSftpServer, SftpTestServer } from '../support/sftp-server';

const PRODUCTS = [
  'part_number,title,description,link,image_link,price,gtin,mpn,product_type',
  'BRK-1,Front brake pad set,Ceramic pads,https://shop.example.com/p/brk-1,https://shop.example.com/i/brk-1.jpg,49.50,4006381333931,BP-1,Brake Pads',
  'OIL-1,Oil filter,Spin-on filter,https://shop.example.com/p/oil-1,https://shop.example.com/i/oil-1.jpg,9.99,,OF-1,',
].join('\n');
/** C-1 will fall to a price of 0 (an error in both feeds), C-3 has no price (a warning). */
const ITEMS = 'id,item_number,price,stock_status\nC-1,OIL-1,9.99,in stock\nC-2,BRK-1,49.50,in stock\nC-3,NOPRICE-1,,out of stock\n';

let sftp: SftpTestServer;
let t: TestApp;
let admin: Api;

async function historyOf(jobIds: string[]): Promise<Array<Record<string, unknown>>> {
  const { body } = await admin.get('/current/export-history?limit=50').expect(200);
  return jobIds.map((id) => body.items.find((item: { job_id: string }) => item.job_id === id));
}

const remote = (name: string) => readFileSync(join(sftp.dir, name), 'utf8');
const entries = (xml: string) => (xml.match(/<(entry|item)>/g) ?? []).length;

beforeAll(async () => {
  sftp = await startSftpServer();
  t = await startTestApp({ env: { ...sftpEnv(sftp, { failFast: true }), EXPORT_FEEDS: 'both' } });
  admin = await t.as(t.admin);
  await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(taxonomyFilePath()), 'taxonomy-with-ids.en-US.txt').expect(201);
  await admin.post('/categories/mappings').send({ part_type: 'Brake Pads', category_id: 2977 }).expect(201);
  const brand = (await admin.post('/brands').send({ name: 'Stopwell' }).expect(201)).body.id;
  await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(PRODUCTS), 'drafts.csv').expect(200);
  for (const draft of (await admin.get('/parts/draft?limit=10').expect(200)).body.products) await admin.post(`/parts/${draft.id}/publish`).expect(201);
  await admin.post('/current/import').attach('file', Buffer.from(ITEMS), 'items.csv').expect(200);
  await admin.post('/current/import-brands').attach('file', Buffer.from('item_number,brand\nOIL-1,Stopwell\nBRK-1,Stopwell\n'), 'brands.csv').expect(200);
  await admin.post('/current/import-price').attach('file', Buffer.from('item_number,price\nOIL-1,0\n'), 'prices.csv').expect(200);
  expect((await admin.post('/current/configure-sftp').send({ password: sftp.password }).expect(200)).body.success).toBe(true);
});

afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

beforeEach(() => sftp.empty());

describe('the stock-and-price feed checked like the products (scope=current)', () => {
  it('reports the items in error and with warnings', async () => {
    const { body } = await admin.get('/feeds/diagnostics?scope=current').expect(200);
    expect(body).toMatchObject({ total: 3, valid: 2, with_errors: 1, with_warnings: 1 });
    expect(body.issues.map((i: { code: string; count: number }) => [i.code, i.count])).toEqual([
      ['invalid_price', 1],
      ['missing_brand', 1],
      ['missing_price', 1],
    ]);
    const errors = (await admin.get('/feeds/diagnostics/items?scope=current&severity=error').expect(200)).body;
    expect(errors).toEqual({
      items: [{ id: 'C-1', part_number: 'OIL-1', title: null, brand: 'Stopwell', issues: [{ code: 'invalid_price', severity: 'error', attribute: 'price', message: 'price 0 must be above 0' }] }],
      total: 1,
    });
  });

  it('leaves the item in error out of the streamed feed, and keeps it when price is not sent', async () => {
    const withPrice = (await admin.get('/current/export-xml').expect(200)).text;
    expect(entries(withPrice)).toBe(2);
    expect(withPrice).not.toContain('<title>OIL-1</title>');
    const withoutPrice = (await admin.get('/current/export-xml?include_price=false').expect(200)).text;
    expect(entries(withoutPrice)).toBe(3);
  });
});

describe('sending both feeds', () => {
  it('uploads each file under its own name, without anything in error, and records each with its counts', async () => {
    const started = await admin
      .post('/current/export-and-upload-sftp')
      .send({ feeds: 'both', remote_filename: 'Stock.xml', products_remote_filename: 'Catalog.xml', format_type: 'rss' })
      .expect(201);
    expect(started.body.job_ids).toHaveLength(2);
    expect(started.body.job_id).toBe(started.body.job_ids[0]);
    const [stock, products] = await Promise.all(started.body.job_ids.map((id: string) => finishedExport(admin, id)));
    expect(stock).toMatchObject({ status: 'completed', sftp_upload: 'completed', filename: 'Stock.xml', total_items: 3, items_processed: 2 });
    expect(products).toMatchObject({ status: 'completed', sftp_upload: 'completed', filename: 'Catalog.xml', total_items: 2, items_processed: 1 });

    expect(readdirSync(sftp.dir).sort()).toEqual(['Catalog.xml', 'Stock.xml']);
    expect(entries(remote('Stock.xml'))).toBe(2);
    expect(remote('Stock.xml')).not.toContain('OIL-1');
    expect(entries(remote('Catalog.xml'))).toBe(1);
    expect(remote('Catalog.xml')).toContain('<title>Front brake pad set</title>');
    expect(remote('Catalog.xml')).not.toContain('Oil filter');

    const [stockRow, productRow] = await historyOf(started.body.job_ids);
    expect(stockRow).toMatchObject({ feed: 'stock', filename: 'Stock.xml', diagnostics: { total: 3, valid: 2, with_errors: 1, with_warnings: 1 } });
    expect(productRow).toMatchObject({ feed: 'products', filename: 'Catalog.xml', diagnostics: { total: 2, valid: 1, with_errors: 1, with_warnings: 0 } });
    expect(productRow.options).toMatchObject({ feeds: 'both', products_remote_filename: 'Catalog.xml' });
  });

  it('makes the product feed alone, downloadable, named Products.xml by default', async () => {
    const started = await admin.post('/current/export-xml-job').send({ feeds: 'products' }).expect(201);
    expect(started.body.job_ids).toEqual([started.body.job_id]);
    expect(await finishedExport(admin, started.body.job_id)).toMatchObject({ status: 'completed', sftp_upload: 'disabled', filename: 'Products.xml', items_processed: 1 });
    const file = await admin.get(`/current/export-xml-download/${started.body.job_id}`).expect(200);
    expect(file.headers['content-disposition']).toContain('filename="Products.xml"');
    expect(entries(file.text)).toBe(1);
    expect(file.text).toContain('xmlns:g="http://base.google.com/ns/1.0"');
  });

  it('refuses one name for both files and an unknown feed choice, and starts nothing', async () => {
    const before = (await admin.get('/current/export-history').expect(200)).body.total;
    const same = await admin.post('/current/export-xml-job').send({ feeds: 'both', remote_filename: 'Feed.xml', products_remote_filename: 'Feed.xml' }).expect(400);
    expect(same.body.detail).toBe('products_remote_filename must differ from remote_filename');
    const unknown = await admin.post('/current/export-xml-job').send({ feeds: 'everything' }).expect(400);
    expect(JSON.stringify(unknown.body.detail)).toContain("feeds must be 'stock', 'products' or 'both'");
    expect((await admin.get('/current/export-history').expect(200)).body.total).toBe(before);
  });

  it('the nightly run sends what EXPORT_FEEDS says, both files under their default names', async () => {
    const jobIds = (await t.app.get(NightlyExportService).runNow()) as string[];
    expect(jobIds).toHaveLength(2);
    for (const id of jobIds) expect(await finishedExport(admin, id)).toMatchObject({ status: 'completed', sftp_upload: 'completed' });
    expect(readdirSync(sftp.dir).sort()).toEqual(['CurrentItems.xml', 'Products.xml']);
    const rows = await historyOf(jobIds);
    expect(rows.map((row) => [row.requested_by, row.feed, (row.diagnostics as { with_errors: number }).with_errors])).toEqual([
      ['nightly', 'stock', 1],
      ['nightly', 'products', 1],
    ]);
    expect(remote('Products.xml')).not.toContain('Oil filter');
  });
});
