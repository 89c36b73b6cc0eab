import { Api, startTestApp, TestApp } from '../support/app';

/**
 * GET /current sorts by id (numerically for numeric ids), part number, brand, price, availability and last
 * change, ascending or descending, and filters by availability; the same literal orders on SQLite and PostgreSQL.
 */
describe('current items: sort, order and the availability filter', () => {
  let t: TestApp;
  let admin: Api;

  const ids = async (query: Record<string, string>): Promise<{ ids: string[]; total: number }> => {
    const body = (await admin.get('/current').query(query).expect(200)).body as { items: Array<{ id: string }>; total: number };
    return { ids: body.items.map((item) => item.id), total: body.total };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const items = [
      'id,item_number,price,stock_status',
      '1,PN-C,5.00,in stock',
      '2,PN-A,,out of stock',
      '10,PN-B,20.00,preorder',
      '100,PN-F,20.00,in stock',
      '9,PN-E,5.00,backorder',
      '1000,PN-D,1.50,in stock',
    ].join('\n');
    await admin.post('/current/import').attach('file', Buffer.from(items), 'items.csv').expect(200);
    const brands = ['id,brand', '1,Bosch', '10,ATE', '1000,Bosch'].join('\n');
    expect((await admin.post('/current/import-brands').attach('file', Buffer.from(brands), 'brands.csv').expect(200)).body).toMatchObject({ updated: 3 });
  });
  afterAll(() => t.close());

  it.each<[string, Record<string, string>, string[]]>([
    ['without a sort: the id as text', {}, ['1', '10', '100', '1000', '2', '9']],
    ['id: numerically', { sort: 'id' }, ['1', '2', '9', '10', '100', '1000']],
    ['id, descending', { sort: 'id', order: 'desc' }, ['1000', '100', '10', '9', '2', '1']],
    ['part number', { sort: 'part_number' }, ['2', '10', '1', '1000', '9', '100']],
    ['part number, descending', { sort: 'part_number', order: 'desc' }, ['100', '9', '1000', '1', '10', '2']],
    ['brand: no brand first, equal brands by id', { sort: 'brand' }, ['100', '2', '9', '10', '1', '1000']],
    ['brand, descending: no brand last', { sort: 'brand', order: 'desc' }, ['1000', '1', '10', '9', '2', '100']],
    ['price: no price first', { sort: 'price' }, ['2', '1000', '1', '9', '10', '100']],
    ['price, descending', { sort: 'price', order: 'desc' }, ['100', '10', '9', '1', '1000', '2']],
    ['availability', { sort: 'availability' }, ['9', '1', '100', '1000', '2', '10']],
    ['availability, descending', { sort: 'availability', order: 'desc' }, ['10', '2', '1000', '100', '1', '9']],
  ])('sorts by %s', async (_, query, expected) => {
    expect(await ids(query)).toEqual({ ids: expected, total: 6 });
  });

  it('pages a sorted list', async () => {
    expect(await ids({ sort: 'price', order: 'desc', skip: '2', limit: '3' })).toEqual({ ids: ['9', '1', '1000'], total: 6 });
  });

  it.each<[string, Record<string, string>, { ids: string[]; total: number }]>([
    ['alone, in the list’s own order', { availability: 'in stock' }, { ids: ['1', '100', '1000'], total: 3 }],
    ['with a type', { availability: 'in stock', is_kit: 'false' }, { ids: ['1', '100', '1000'], total: 3 }],
    ['with kits only', { availability: 'in stock', is_kit: 'true' }, { ids: [], total: 0 }],
    ['with a sort', { availability: 'in stock', sort: 'price', order: 'desc' }, { ids: ['100', '1', '1000'], total: 3 }],
    ['with a brand', { availability: 'in stock', brand: 'bosch' }, { ids: ['1', '1000'], total: 2 }],
    ['with a search', { availability: 'in stock', search: 'pn-f' }, { ids: ['100'], total: 1 }],
    ['none of that availability', { availability: 'backorder', brand: 'ate' }, { ids: [], total: 0 }],
  ])('filters by availability %s', async (_, query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('sorts by last change: the items the brand import changed after the others, the edited one last', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await admin.put('/current/2').send({ price: 3 }).expect(200);
    expect(await ids({ sort: 'updated_at' })).toEqual({ ids: ['100', '9', '1', '10', '1000', '2'], total: 6 });
    expect(await ids({ sort: 'updated_at', order: 'desc' })).toEqual({ ids: ['2', '1000', '10', '1', '9', '100'], total: 6 });
  });

  it('refuses an unknown sort, order or availability', async () => {
    const detail = async (query: Record<string, string>) => (await admin.get('/current').query(query).expect(400)).body.detail;
    expect(await detail({ sort: 'colour' })).toEqual([{ field: 'sort', message: 'sort must be one of id, part_number, brand, price, availability, updated_at' }]);
    expect(await detail({ sort: 'id', order: 'up' })).toEqual([{ field: 'order', message: 'order must be asc or desc' }]);
    expect(await detail({ availability: 'maybe' })).toEqual([{ field: 'availability', message: 'availability must be one of in stock, out of stock, preorder, backorder' }]);
  });
});
