/**
 * GET /feeds/products: the live products as a Google Merchant Center primary feed, RSS or Atom, with
 * every attribute they have; products in error stay out, also when they fall into error after publishing.
 * Hostile and missing values in every attribute: tests/unit/product-entry.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { Api, startTestApp, TestApp } from '../support/app';
import { taxonomyFilePath } from '../support/part-type-fixture';

let t: TestApp;
let admin: Api;

const HEADER =
  'part_number,title,description,link,image_link,price,gtin,mpn,product_type,additional_image_link,sale_price,vehicle_make,vehicle_model,vehicle_year,custom_label_0,google_id';
const ROWS = [
  'BRK-1,Front brake pad set,Ceramic pads & shims,https://shop.example.com/p/brk-1?a=1&b=2,https://shop.example.com/i/brk-1.jpg,49.50,4006381333931,BP-1,Brake Pads,"https://shop.example.com/i/brk-1b.jpg,https://shop.example.com/i/brk-1c.jpg",44.99,Toyota,Camry,2018,clearance,',
  'OIL-1,Oil filter,Spin-on filter,https://shop.example.com/p/oil-1,https://shop.example.com/i/oil-1.jpg,9.99,,,,,,,,,,OIL-FEED-ID',
];

async function feed(query = ''): Promise<string> {
  return (await admin.get(`/feeds/products${query}`).expect(200)).text;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(taxonomyFilePath()), 'taxonomy-with-ids.en-US.txt').expect(201);
  await admin.post('/categories/mappings').send({ part_type: 'Brake Pads', category_id: 2977 }).expect(201);
  const brand = (await admin.post('/brands').send({ name: 'Stopwell' }).expect(201)).body.id;
  await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from([HEADER, ...ROWS].join('\n')), 'drafts.csv').expect(200);
  for (const draft of (await admin.get('/parts/draft?limit=10').expect(200)).body.products) await admin.post(`/parts/${draft.id}/publish`).expect(201);
});

afterAll(() => t?.close());

describe('the product feed', () => {
  it('sends each live product with its attributes, as written out here', async () => {
    const xml = await feed('?feed_name=Stopwell%20parts');
    const entry = (text: string) => {
      const at = text.indexOf('<title>Front brake pad set</title>');
      return text.slice(text.lastIndexOf('    <item>', at), text.indexOf('</item>', at) + '</item>'.length);
    };
    const fitment = (name: string, value: string) => `      <g:product_detail>
        <g:section_name>Vehicle fitment</g:section_name>
        <g:attribute_name>${name}</g:attribute_name>
        <g:attribute_value>${value}</g:attribute_value>
      </g:product_detail>`;
    expect(entry(xml)).toBe(`    <item>
      <g:id>P1</g:id>
      <title>Front brake pad set</title>
      <description>Ceramic pads &amp; shims</description>
      <link>https://shop.example.com/p/brk-1?a=1&amp;b=2</link>
      <g:image_link>https://shop.example.com/i/brk-1.jpg</g:image_link>
      <g:additional_image_link>https://shop.example.com/i/brk-1b.jpg</g:additional_image_link>
      <g:additional_image_link>https://shop.example.com/i/brk-1c.jpg</g:additional_image_link>
      <g:availability>in_stock</g:availability>
      <g:price>49.50 USD</g:price>
      <g:sale_price>44.99 USD</g:sale_price>
      <g:condition>new</g:condition>
      <g:brand>Stopwell</g:brand>
      <g:gtin>4006381333931</g:gtin>
      <g:mpn>BP-1</g:mpn>
      <g:identifier_exists>yes</g:identifier_exists>
      <g:google_product_category>Vehicles &amp; Parts &gt; Vehicle Parts &amp; Accessories &gt; Motor Vehicle Parts &gt; Motor Vehicle Braking</g:google_product_category>
      <g:product_type>Brake Pads</g:product_type>
      <g:custom_label_0>clearance</g:custom_label_0>
${fitment('Make', 'Toyota')}
${fitment('Model', 'Camry')}
${fitment('Year', '2018')}
    </item>`);
    expect(xml).toContain('<g:id>OIL-FEED-ID</g:id>');
    expect(xml).toMatch(/<g:id>OIL-FEED-ID<\/g:id>[\s\S]*<g:identifier_exists>no<\/g:identifier_exists>/);
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
  });

  it('writes Atom with format_type=atom', async () => {
    const xml = await feed('?format_type=atom');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain('<link href="https://shop.example.com/p/brk-1?a=1&amp;b=2"/>');
    expect(xml).toContain('<summary>Ceramic pads &amp; shims</summary>');
  });

  it('leaves out a live product that falls into error after publishing, until it is fixed', async () => {
    expect((await feed()).match(/<item>/g)).toHaveLength(2);
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\nC-1,OIL-1,9.99,in stock\n'), 'items.csv').expect(200);
    await admin.post('/current/import-price').attach('file', Buffer.from('item_number,price\nOIL-1,0\n'), 'prices.csv').expect(200);
    const diagnostics = (await admin.get('/feeds/diagnostics').expect(200)).body;
    expect(diagnostics).toMatchObject({ total: 2, valid: 1, with_errors: 1 });
    const xml = await feed();
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).not.toContain('OIL-FEED-ID');
    await admin.post('/current/import-price').attach('file', Buffer.from('item_number,price\nOIL-1,8.99\n'), 'prices.csv').expect(200);
    expect(await feed()).toContain('<g:price>8.99 USD</g:price>');
  });
});
