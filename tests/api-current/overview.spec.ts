/** GET /overview: the start page's figures, checked against what was put into the database. */
import { finishedExport } from '../support/export-job';
import { Api, startTestApp, TestApp } from '../support/app';

const DRAFTS = [
  'part_number,title,description,link,image_link,price,product_type',
  'BRK-1,Front brake pad set,Ceramic pads,https://shop.example.com/p/brk-1,https://shop.example.com/i/brk-1.jpg,49.50,Brake Pads',
  'OIL-1,Oil filter,Spin-on filter,https://shop.example.com/p/oil-1,https://shop.example.com/i/oil-1.jpg,9.99,Oil Filters',
  'WIP-1,Wiper blade,22 inch blade,https://shop.example.com/p/wip-1,https://shop.example.com/i/wip-1.jpg,12.00,Wiper Blades',
].join('\n');

const ITEMS = 'id,item_number,price,stock_status\nC-1,OIL-1,9.99,in stock\nC-2,BRK-1,49.50,out of stock\nC-3,WIP-1,12.00,in stock\nC-4,FLT-9,5.25,preorder\n';

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  // Tokyo has no summer time: 04:30 there is 19:30 UTC the day before, whatever the date of the run.
  t = await startTestApp({ env: { EXPORT_NIGHTLY: 'true', EXPORT_CRON: '30 4 * * *', EXPORT_TIMEZONE: 'Asia/Tokyo' } });
  admin = await t.as(t.admin);
  const brand = (await admin.post('/brands').send({ name: 'Stopwell' }).expect(201)).body.id;
  await admin.post('/brands').send({ name: 'Clearview' }).expect(201);
  await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(DRAFTS), 'drafts.csv').expect(200);
  const drafts = (await admin.get('/parts/draft?limit=10').expect(200)).body.products as Array<{ id: number; part_number: string }>;
  await admin.post(`/parts/${drafts.find((d) => d.part_number === 'BRK-1')!.id}/publish`).expect(201);
  await admin.post('/current/import').attach('file', Buffer.from(ITEMS), 'items.csv').expect(200);
});
afterAll(() => t.close());

describe('GET /overview', () => {
  it('counts brands, drafts, live products, current items and unmapped part types', async () => {
    const { body } = await admin.get('/overview').expect(200);
    expect(body.counts).toEqual({ brands: 2, drafts: 3, live_products: 1, current_items: 4, unmapped_part_types: 3, part_types: 3 });
  });

  it('says when the nightly run comes next and in which time zone', async () => {
    const { body } = await admin.get('/overview').expect(200);
    expect(body.nightly).toMatchObject({ enabled: true, cron: '30 4 * * *', time_zone: 'Asia/Tokyo', feeds: 'stock' });
    expect(body.nightly.next_run_at).toMatch(/T19:30:00\.000Z$/);
    const until = Date.parse(body.nightly.next_run_at) - Date.now();
    expect(until).toBeGreaterThan(0);
    expect(until).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it('has no export and no diagnostics before the first export', async () => {
    const { body } = await admin.get('/overview').expect(200);
    expect(body.last_exports).toEqual({ stock: null, products: null });
    expect(body.diagnostics).toEqual({ live_products: null, current_items: null });
  });

  it("shows each feed's last export with its upload outcome and the diagnostics it counted", async () => {
    const stock = (await admin.post('/current/export-xml-job').send({}).expect(201)).body.job_id;
    await finishedExport(admin, stock);
    const products = (await admin.post('/current/export-xml-job').send({ feeds: 'products' }).expect(201)).body.job_id;
    await finishedExport(admin, products);

    const { body } = await admin.get('/overview').expect(200);
    expect(body.last_exports.stock).toMatchObject({ job_id: stock, status: 'completed', sftp_upload: 'disabled', feed: 'stock', requested_by: 'admin@partsfeed.test' });
    expect(body.last_exports.products).toMatchObject({ job_id: products, status: 'completed', sftp_upload: 'disabled', feed: 'products' });
    expect(body.diagnostics.current_items).toMatchObject({ total: 4, with_errors: 0 });
    expect(body.diagnostics.live_products).toMatchObject({ total: 1 });
    expect(body.diagnostics.current_items.checked_at).toBe(body.last_exports.stock.started_at);
  });

  it('keeps the counts as of the last export, dated, while Feed Diagnostics counts the records as they are now', async () => {
    const before = (await admin.get('/overview').expect(200)).body;
    expect(before.diagnostics.current_items).toEqual({
      total: 4,
      valid: 4,
      with_errors: 0,
      with_warnings: 4,
      excluded: 0,
      checked_at: before.last_exports.stock.started_at,
    });
    // A price of 0 is an error Google rejects: the next export would leave C-1 out.
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\nC-1,OIL-1,0\nC-5,OIL-5,3.00\n'), 'items.csv').expect(200);
    const now = (await admin.get('/feeds/diagnostics?scope=current').expect(200)).body;
    expect(now).toMatchObject({ total: 5, valid: 4, with_errors: 1 });
    const after = (await admin.get('/overview').expect(200)).body;
    expect(after.diagnostics.current_items).toEqual(before.diagnostics.current_items);
    expect(after.counts.current_items).toBe(5);
  });

  it('answers a readonly user, and nobody without a token', async () => {
    await admin.post('/auth/users').send({ email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123', role: 'readonly' }).expect(201);
    const viewer = await t.as({ email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123' });
    await viewer.get('/overview').expect(200);
    await t.anonymous.get('/overview').expect(401);
  });
});
