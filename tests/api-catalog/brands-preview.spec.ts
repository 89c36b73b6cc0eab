/**
 * POST /brands/upload/preview: the import wizard's Review step reads the file on the server, as the
 * import will (#21.4: the server is the only CSV authority), and writes nothing.
 */
import { Api, startTestApp, TestApp } from '../support/app';

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
});
afterAll(() => t?.close());

describe('the brand import preview', () => {
  it('reads other header names, a BOM, CRLF and quoting as the import does, counts, and writes nothing', async () => {
    const csv = [
      '\uFEFFManufacturer,Part-No,Category',
      'Bosch,0 986 494 524,Brake Pad Set',
      'BOSCH,"0 986 4,95",Brake Disc',
      'Brembo,P 85 020,',
      'Valeo,,Wiper',
      'Denso,DN-1,Spark Plug',
      'Mann,W 712,Oil Filter',
      'Mahle,OC 90,Oil Filter',
    ].join('\r\n');
    const { body } = await admin.post('/brands/upload/preview').attach('file', Buffer.from(csv), 'brands.csv').expect(200);
    expect(body).toMatchObject({ columns: ['brand', 'part_number', 'part_type'], unique_brands: 5, total_parts: 6, errors: 1 });
    expect(body.rows).toHaveLength(5);
    expect(body.rows[1]).toEqual({ line: 3, brand: 'BOSCH', part_number: '0 986 4,95', part_type: 'Brake Disc' });
    expect(body.rows[2]).toEqual({ line: 4, brand: 'Brembo', part_number: 'P 85 020', part_type: null });
    expect(body.error_rows).toEqual([{ line: 5, field: 'Part-No', reason: 'Part-No is empty' }]);
    expect((await admin.get('/brands').expect(200)).body.total).toBe(0);
  });

  it('refuses what the import refuses, naming the file', async () => {
    const { body } = await admin.post('/brands/upload/preview').attach('file', Buffer.from('name,sku\nBosch,1\n'), 'wrong.csv').expect(400);
    expect(body.detail).toContain('wrong.csv');
    await admin.post('/brands/upload/preview').attach('file', Buffer.from('brand,part_number\nBosch,1\n'), 'brands.xlsx').expect(400);
  });
});
