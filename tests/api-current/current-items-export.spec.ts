import { Api, startTestApp, TestApp } from '../support/app';

/** GET /current/export?format=csv: the filtered items streamed as CSV with the Import Items file's columns. */
describe('current items: CSV export', () => {
  let t: TestApp;
  let admin: Api;
  const ITEMS = 20_000;

  const csvLines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const rows = ['id,item_number,price,stock_status'];
    const statuses = ['in stock', 'in stock', 'out of stock', 'backorder'];
    for (let i = 1; i <= ITEMS; i++) rows.push(`${i},PN-${i},${i % 10 === 0 ? '' : (i / 100).toFixed(2)},${statuses[i % 4]}`);
    await admin.post('/current/import').attach('file', Buffer.from(rows.join('\n')), 'items.csv').expect(200);
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\nK-1,"KIT, 1",12.5\n'), 'kits.csv').field('is_kit', 'true').expect(200);
    await admin.post('/current/import-brands').attach('file', Buffer.from('id,brand\n1,Bosch\n2,=cmd\nK-1,Bosch\n'), 'brands.csv').expect(200);
  });
  afterAll(() => t.close());

  it('streams every item in id order with the import columns, then type and brand', async () => {
    const response = await admin.get('/current/export').query({ format: 'csv' }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="current-items.csv"');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const lines = csvLines(response.text);
    expect(lines).toHaveLength(ITEMS + 2);
    expect(lines.slice(0, 5)).toEqual([
      'id,item_number,price,stock_status,is_kit,brand',
      '1,PN-1,0.01,in stock,false,Bosch',
      "10,PN-10,,out of stock,false,",
      '100,PN-100,,in stock,false,',
      '1000,PN-1000,,in stock,false,',
    ]);
    expect(lines).toContain("2,PN-2,0.02,out of stock,false,'=cmd");
    expect(lines[lines.length - 1]).toBe('K-1,"KIT, 1",12.50,in stock,true,Bosch');
  });

  it('keeps only what the filters keep', async () => {
    const backorder = csvLines((await admin.get('/current/export').query({ format: 'csv', availability: 'backorder' }).expect(200)).text);
    expect(backorder).toHaveLength(ITEMS / 4 + 1);
    expect(backorder[1]).toBe('10003,PN-10003,100.03,backorder,false,');
    const bosch = csvLines((await admin.get('/current/export').query({ brand: 'bosch', is_kit: 'true' }).expect(200)).text);
    expect(bosch).toEqual(['id,item_number,price,stock_status,is_kit,brand', 'K-1,"KIT, 1",12.50,in stock,true,Bosch']);
    const searched = csvLines((await admin.get('/current/export').query({ search: 'pn-1999' }).expect(200)).text);
    expect(searched.slice(1).map((line) => line.split(',')[0])).toEqual(['1999', '19990', '19991', '19992', '19993', '19994', '19995', '19996', '19997', '19998', '19999']);
    expect((await admin.get('/current/export').query({ format: 'xlsx' }).expect(400)).body.detail).toEqual([{ field: 'format', message: 'format must be csv' }]);
  });

  it('imports back as it is: every single part is found and nothing changes', async () => {
    const before = (await admin.get('/current/stats').expect(200)).body;
    const singles = (await admin.get('/current/export').query({ is_kit: 'false' }).expect(200)).text;
    const imported = await admin.post('/current/import').attach('file', Buffer.from(singles), 'export.csv').expect(200);
    expect(imported.body).toMatchObject({ errors: 0 });
    expect((await admin.get('/current/stats').expect(200)).body).toEqual(before);
  });

  it('is open to a readonly user, as the list is', async () => {
    const viewer = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-123' };
    await admin.post('/auth/users').send({ ...viewer, role: 'readonly' }).expect(201);
    const reader = await t.as(viewer);
    await reader.get('/current/export').query({ availability: 'preorder' }).expect(200, '\uFEFFid,item_number,price,stock_status,is_kit,brand\r\n');
  });
});
