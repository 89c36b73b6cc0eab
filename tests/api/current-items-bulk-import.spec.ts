import { Api, startTestApp, TestApp } from '../support/app';

/**
 * An item import that adds more items than the table holds (1,200 into an empty table) takes SQLite's bulk
 * path: the table's indexes are set aside for the insert and built again in the same transaction. The lists,
 * sorts, filters and stats after it, and after an ordinary import on top, are those of any import; the same
 * literal answers on PostgreSQL, which has no such path. A price file that changes most of the items sets
 * the price index aside in the same way.
 */
describe('current items: an import that adds more items than there are', () => {
  let t: TestApp;
  let admin: Api;

  const page = async (query: string) => {
    const body = (await admin.get(`/current?${query}`).expect(200)).body as { items: Array<{ id: string; price: number }>; total: number };
    return { ids: body.items.map((item) => item.id), total: body.total };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  it('creates every item, and sorts, filters and counts them as any import does', async () => {
    // Item i: part number P-i, price 2000 - i, every fourth item out of stock.
    const rows = Array.from({ length: 1200 }, (_, k) => `${k + 1},P-${k + 1},${2000 - (k + 1)}.00,${(k + 1) % 4 === 0 ? 'out of stock' : 'in stock'}`);
    const created = await admin.post('/current/import').attach('file', Buffer.from(['id,item_number,price,stock_status', ...rows].join('\n')), 'items.csv').expect(200);
    expect(created.body).toMatchObject({ imported: 1200, updated: 0, unchanged: 0, errors: 0 });

    expect(await page('limit=3')).toEqual({ ids: ['1', '2', '3'], total: 1200 });
    expect(await page('skip=1197&limit=5')).toEqual({ ids: ['1198', '1199', '1200'], total: 1200 });
    expect(await page('sort=price&limit=3')).toEqual({ ids: ['1200', '1199', '1198'], total: 1200 });
    expect(await page('sort=part_number&limit=4')).toEqual({ ids: ['1', '10', '100', '1000'], total: 1200 });
    expect(await page('availability=out of stock&limit=2')).toEqual({ ids: ['4', '8'], total: 300 });
    expect(await page('search=p-1199')).toEqual({ ids: ['1199'], total: 1 });
    const stats = (await admin.get('/current/stats').expect(200)).body;
    expect(stats).toMatchObject({ total_items: 1200, availability_stats: { 'in stock': 900, 'out of stock': 300, preorder: 0, backorder: 0 } });
  });

  it('keeps every index in use for the next, ordinary import', async () => {
    const again = await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\n5,P-5,1.00\n1201,P-1201,0.50\n'), 'more.csv').expect(200);
    expect(again.body).toMatchObject({ imported: 1, updated: 1 });

    expect(await page('sort=price&limit=3')).toEqual({ ids: ['1201', '5', '1200'], total: 1201 });
    expect(await page('skip=1199&limit=5')).toEqual({ ids: ['1200', '1201'], total: 1201 });
    const duplicate = await admin.post('/current/import').attach('file', Buffer.from('id,item_number\n7,P-7\n7,P-77\n'), 'dup.csv').expect(200);
    expect(duplicate.body).toMatchObject({ imported: 0, updated: 0, unchanged: 1, errors: 1 });
  });

  it('sets a price on every item, and every availability, with the lists, sorts and stats of any import', async () => {
    // Item i (P-i) now costs $i.00: every price changes but item 1000's, which cost 2000 - 1000 already.
    const prices = Array.from({ length: 1201 }, (_, k) => `P-${k + 1},$${k + 1}.00`);
    const priced = await admin.post('/current/import-price').attach('file', Buffer.from(['item_number,price', ...prices].join('\n')), 'prices.csv').expect(200);
    expect(priced.body).toMatchObject({ current_items_updated: 1200, unchanged: 1, not_found: 0, refused: 0 });
    expect(await page('sort=price&limit=3')).toEqual({ ids: ['1', '2', '3'], total: 1201 });
    expect((await admin.get('/current/1201').expect(200)).body).toMatchObject({ price: 1201, availability: 'in stock' });

    const stock = Array.from({ length: 1201 }, (_, k) => `P-${k + 1},backorder`);
    const stocked = await admin
      .post('/current/import-availability')
      .attach('file', Buffer.from(['item_number,stock_status', ...stock, 'P-9999,backorder'].join('\n')), 'stock.csv')
      .expect(200);
    expect(stocked.body).toMatchObject({ current_items_updated: 1201, unchanged: 0, not_found: 1 });
    expect(await page('availability=backorder&sort=price&skip=1199&limit=5')).toEqual({ ids: ['1200', '1201'], total: 1201 });
    expect(await page('availability=out of stock&limit=2')).toEqual({ ids: [], total: 0 });
    const stats = (await admin.get('/current/stats').expect(200)).body;
    expect(stats).toMatchObject({ total_items: 1201, availability_stats: { 'in stock': 0, 'out of stock': 0, preorder: 0, backorder: 1201 } });

    const one = await admin.post('/current/import-price').attach('file', Buffer.from('item_number,price\nP-600,0.25\n'), 'one.csv').expect(200);
    expect(one.body).toMatchObject({ current_items_updated: 1 });
    expect(await page('sort=price&limit=2')).toEqual({ ids: ['600', '1'], total: 1201 });
  });
});
