/**
 * urls_synchronized: the price and availability imports carry their changes to the live
 * products with the same part number and type, and count the live products that changed.
 */
import { Api, startTestApp, TestApp } from '../support/app';
import { productCsv, productRow } from '../support/product-csv';

describe('current item imports synchronize live products', () => {
  let t: TestApp;
  let admin: Api;

  const upload = (route: string, name: string, content: string) => admin.post(route).attach('file', Buffer.from(content), name);

  /** The live products with this part number, as their detail pages show them. */
  async function live(partNumber: string) {
    const body = (await admin.get('/parts/live').query({ search: partNumber, limit: 250 }).expect(200)).body as {
      products: Array<{ id: number; part_number: string }>;
    };
    const found = body.products.filter((p) => p.part_number === partNumber);
    return Promise.all(found.map(async (p) => (await admin.get(`/parts/live/${p.id}`).expect(200)).body));
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const brandId = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
    const drafts = productCsv([
      productRow('SYNC-1', { price: '19.99', availability: 'in stock' }),
      productRow('SYNC-2', { price: '10.00', availability: 'in stock' }),
      productRow('SYNC-KIT', { price: '50.00', availability: 'in stock', is_kit: 'true' }),
      productRow('SYNC-DRAFT', { price: '7.00', availability: 'in stock' }),
    ]);
    await admin.post('/parts/import').field('brand_id', String(brandId)).attach('files', Buffer.from(drafts), 'drafts.csv').expect(200);
    const list = (await admin.get('/parts/draft').query({ limit: 250 }).expect(200)).body.products as Array<{ id: number; part_number: string }>;
    for (const draft of list.filter((p) => p.part_number !== 'SYNC-DRAFT')) await admin.post(`/parts/${draft.id}/publish`).expect(201);

    // SYNC-KIT exists twice as a current item: the kit follows the live kit, the single one has no live product.
    const items = 'id,item_number,price,stock_status\nS1,SYNC-1,19.99,in stock\nS2,SYNC-2,9.00,in stock\nS3,SYNC-DRAFT,7.00,in stock\nS4,SYNC-KIT,1.00,in stock\n';
    await upload('/current/import', 'items.csv', items).expect(200);
    await admin.post('/current/import').field('is_kit', 'true').attach('file', Buffer.from('id,item_number,price\nK1,SYNC-KIT,50.00\n'), 'kits.csv').expect(200);
  });
  afterAll(() => t.close());

  it('counts the live products whose price changed with the price import, and gives them the new price', async () => {
    // SYNC-1 and the kit change for items and live products; SYNC-2's item changes but its live product already has 10.00;
    // SYNC-DRAFT has no live product; the single SYNC-KIT item is not the kit's.
    const prices = 'item_number,price,is_kit\nSYNC-1,25.00,false\nSYNC-2,10.00,false\nSYNC-DRAFT,8.00,false\nSYNC-KIT,55.50,true\n';
    const response = await upload('/current/import-price', 'prices.csv', prices).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      current_items_updated: 4,
      urls_synchronized: 2,
      sync_ratio: 50,
      not_found: 0,
      invalid_price: 0,
      sync_errors: [],
    });
    expect(response.body.message).toContain('4 current items and 2 live products changed');
    expect(await live('SYNC-1')).toEqual([expect.objectContaining({ price: 25, is_kit: false })]);
    expect(await live('SYNC-2')).toEqual([expect.objectContaining({ price: 10 })]);
    expect(await live('SYNC-KIT')).toEqual([expect.objectContaining({ price: 55.5, is_kit: true })]);
    expect((await admin.get('/current/S4').expect(200)).body.price).toBe(1);
  });

  it('counts the live products whose availability changed, and nothing when the same file comes again', async () => {
    const file = 'item_number\tstock_status\nSYNC-1\tOut Of Stock\nSYNC-2\tin stock\nSYNC-DRAFT\tbackorder\n';
    const first = await upload('/current/import-availability', 'availability.csv', file).expect(200);
    expect(first.body).toMatchObject({ current_items_updated: 2, urls_synchronized: 1, sync_ratio: 50, errors: 0, sync_errors: [] });
    expect(await live('SYNC-1')).toEqual([expect.objectContaining({ availability: 'out of stock', price: 25 })]);
    expect(await live('SYNC-2')).toEqual([expect.objectContaining({ availability: 'in stock' })]);

    const again = await upload('/current/import-availability', 'availability.csv', file).expect(200);
    expect(again.body).toMatchObject({ current_items_updated: 0, urls_synchronized: 0, sync_ratio: 0 });
  });
});
