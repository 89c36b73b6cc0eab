/**
 * GET /feeds/products: the live products as a Google Merchant Center primary feed, RSS or Atom, with
 * every attribute they have; products in error stay out, also when they fall into error after publishing.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { buildFeedHeader, feedEnvelope, FeedFormat, FeedOptions, googleAvailability, googlePrice, serializeFeed, writeEntries, xmlbuilderText } from '../../api/src/feeds/writer';
import { FeedProduct, productEntryRenderer } from '../../api/src/feeds/product-entry';
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

const HOSTILE = [
  'Tom & Jerry <b>bold</b> ]]>',
  `"double" and 'single' quotes`,
  'emoji 🔧🚗 and RTL قطع غيار',
  'NUL\u0000inside and lone \uD800 surrogate',
  '  padded  ',
  'entity look-alikes &nbsp; &amp; &#65;',
  '\u0000',
  'In Stock',
];

const PRODUCT: FeedProduct = {
  feed_id: 'P1', title: 'Front brake pad set', description: 'Ceramic pads', link: 'https://shop.example.com/p/1', image_link: 'https://shop.example.com/i/1.jpg',
  additional_image_link: null, availability: 'in stock', price: 49.5, sale_price: null, sale_price_effective_date: null, condition: null,
  brand: 'Stopwell', gtin: '4006381333931', mpn: 'BP-1', google_product_category: 'Vehicles & Parts', product_type: 'Brake Pads',
  shipping_weight: null, material: null, vehicle_make: 'Toyota', vehicle_model: null, vehicle_year: null, custom_labels: [null, null, null, null, null], is_kit: false,
};

/** Products with a hostile value in every attribute in turn, and each attribute left empty in turn. */
function hostileProducts(): FeedProduct[] {
  const products: FeedProduct[] = [];
  HOSTILE.forEach((text, i) => {
    products.push({
      feed_id: `ID-${i} ${text}`, title: text, description: text, link: `https://shop.example.com/p/${i}?q=${text}`, image_link: text,
      additional_image_link: `${text}, https://shop.example.com/i/${i}.jpg,,`, availability: text, price: i + 0.125, sale_price: i % 2 ? null : i + 0.005,
      sale_price_effective_date: text, condition: text, brand: text, gtin: i % 3 ? text : null, mpn: i % 4 ? text : null,
      google_product_category: text, product_type: text, shipping_weight: text, material: text, vehicle_make: text, vehicle_model: text, vehicle_year: text,
      custom_labels: [text, null, text, '', text], is_kit: false,
    });
  });
  for (const attribute of ['availability', 'price', 'condition', 'brand', 'gtin', 'mpn', 'google_product_category', 'product_type', 'vehicle_make'] as const) {
    products.push({ ...PRODUCT, [attribute]: null }, { ...PRODUCT, [attribute]: attribute === 'price' ? Number.NaN : '' });
  }
  return products;
}

function options(format: FeedFormat): FeedOptions {
  return { format_type: format, feed_name: 'Products', include_brand: true, include_price: true, include_availability: true, now: new Date(0) };
}

/** The feed xmlbuilder2 writes for the products, built from what the renderer documents: each optional value trimmed, absent when empty. */
function referenceFeed(products: FeedProduct[], format: FeedFormat): string {
  const { doc, container } = buildFeedHeader(options(format));
  for (const p of products) {
    const entry = container.ele(format === 'atom' ? 'entry' : 'item');
    const add = (name: string, value: string) => entry.ele(name).txt(xmlbuilderText(value));
    const optional = (name: string, value: string | null) => {
      const trimmed = value?.trim();
      if (trimmed) add(name, trimmed);
      return Boolean(trimmed);
    };
    add('g:id', p.feed_id);
    add('title', p.title);
    add(format === 'atom' ? 'summary' : 'description', p.description);
    if (format === 'atom') entry.ele('link', { href: xmlbuilderText(p.link) });
    else add('link', p.link);
    add('g:image_link', p.image_link);
    for (const extra of (p.additional_image_link ?? '').split(',')) optional('g:additional_image_link', extra);
    add('g:availability', googleAvailability(p.availability ?? 'in stock') ?? 'in_stock');
    for (const [name, amount] of [['g:price', p.price], ['g:sale_price', p.sale_price]] as const) {
      const text = googlePrice(amount);
      if (text) add(name, text);
    }
    optional('g:sale_price_effective_date', p.sale_price_effective_date);
    add('g:condition', (p.condition || 'new').trim().toLowerCase() || 'new');
    const brand = optional('g:brand', p.brand);
    const gtin = optional('g:gtin', p.gtin);
    const mpn = optional('g:mpn', p.mpn);
    add('g:identifier_exists', gtin || (brand && mpn) ? 'yes' : 'no');
    optional('g:google_product_category', p.google_product_category);
    optional('g:product_type', p.product_type);
    optional('g:shipping_weight', p.shipping_weight);
    optional('g:material', p.material);
    p.custom_labels.forEach((label, n) => optional(`g:custom_label_${n}`, label));
    for (const [name, value] of [['Make', p.vehicle_make], ['Model', p.vehicle_model], ['Year', p.vehicle_year]] as const) {
      const trimmed = value?.trim();
      if (!trimmed) continue;
      const detail = entry.ele('g:product_detail');
      detail.ele('g:section_name').txt('Vehicle fitment');
      detail.ele('g:attribute_name').txt(name);
      detail.ele('g:attribute_value').txt(xmlbuilderText(trimmed));
    }
  }
  return serializeFeed(doc);
}

async function written(products: FeedProduct[][], format: FeedFormat): Promise<Buffer> {
  const envelope = feedEnvelope(options(format));
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeEntries(products, out, envelope, productEntryRenderer(format, envelope.entryIndent));
  return Buffer.concat(parts);
}

describe('product entries', () => {
  it.each(['rss', 'atom'] as const)('%s entries with hostile or missing values are what xmlbuilder2 writes, also for values seen before', async (format) => {
    const products = hostileProducts();
    // The second time round every repeating value's line comes from the renderer's caches.
    const twice = [...products, ...products];
    expect((await written([twice.slice(0, 5), twice.slice(5)], format)).toString('utf8')).toBe(referenceFeed(twice, format));
  });

  it('writes multi-byte text across the ends of write chunks, and an entry longer than a chunk, unchanged', async () => {
    const products = [
      { ...PRODUCT, description: 'ü🔧'.repeat(200_000) },
      ...Array.from({ length: 3000 }, (_, i) => ({ ...PRODUCT, feed_id: `P${i}`, title: `🔧 ${'ä'.repeat(i % 700)}` })),
    ];
    const bytes = await written([products.slice(0, 1000), products.slice(1000)], 'rss');
    expect(bytes.equals(Buffer.from(referenceFeed(products, 'rss')))).toBe(true);
  });
});
