/**
 * The product feed's entries (GET /feeds/products writes them; tests/api-feeds/product-feed.spec.ts covers the
 * route): every attribute with hostile or missing values, in both envelopes, compared with XML written out here.
 */
import { PassThrough } from 'node:stream';
import { feedEnvelope, FeedFormat, writeEntries } from '../../api/src/feeds/writer';
import { FeedProduct, productEntryRenderer } from '../../api/src/feeds/product-entry';

/**
 * Hostile values with, written out by hand, the text a required element carries (`xml`: escaped,
 * XML-illegal characters dropped, untrimmed), an optional one (`opt`: trimmed first; '' gives an empty
 * element), the condition (`condition`: lower case) and the Atom link attribute (`attr`: quotes escaped too).
 */
const HOSTILE: ReadonlyArray<{ raw: string; xml: string; opt: string; condition: string; attr: string }> = [
  {
    raw: 'Tom & Jerry <b>bold</b> ]]>',
    xml: 'Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;',
    opt: 'Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;',
    condition: 'tom &amp; jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;',
    attr: 'Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;',
  },
  {
    raw: `"double" and 'single' quotes`,
    xml: `"double" and 'single' quotes`,
    opt: `"double" and 'single' quotes`,
    condition: `"double" and 'single' quotes`,
    attr: `&quot;double&quot; and 'single' quotes`,
  },
  {
    raw: 'emoji 🔧🚗 and RTL قطع غيار',
    xml: 'emoji 🔧🚗 and RTL قطع غيار',
    opt: 'emoji 🔧🚗 and RTL قطع غيار',
    condition: 'emoji 🔧🚗 and rtl قطع غيار',
    attr: 'emoji 🔧🚗 and RTL قطع غيار',
  },
  {
    raw: 'NUL\u0000inside and lone \uD800 surrogate',
    xml: 'NULinside and lone  surrogate',
    opt: 'NULinside and lone  surrogate',
    condition: 'nulinside and lone  surrogate',
    attr: 'NULinside and lone  surrogate',
  },
  { raw: '  padded  ', xml: '  padded  ', opt: 'padded', condition: 'padded', attr: '  padded  ' },
  {
    raw: 'entity look-alikes &nbsp; &amp; &#65;',
    xml: 'entity look-alikes &amp;nbsp; &amp;amp; &amp;#65;',
    opt: 'entity look-alikes &amp;nbsp; &amp;amp; &amp;#65;',
    condition: 'entity look-alikes &amp;nbsp; &amp;amp; &amp;#65;',
    attr: 'entity look-alikes &amp;nbsp; &amp;amp; &amp;#65;',
  },
  // A lone NUL is a value (trimming keeps it) that escaping leaves empty: an empty element.
  { raw: '\u0000', xml: '', opt: '', condition: '', attr: '' },
  // Not 'in stock': availability falls back to in_stock like any unknown value.
  { raw: 'In Stock', xml: 'In Stock', opt: 'In Stock', condition: 'in stock', attr: 'In Stock' },
  {
    raw: '<![CDATA[x]]> & ctl\u0001\u001F\u007F',
    xml: '&lt;![CDATA[x]]&gt; &amp; ctl\u007F',
    opt: '&lt;![CDATA[x]]&gt; &amp; ctl\u007F',
    condition: '&lt;![cdata[x]]&gt; &amp; ctl\u007F',
    attr: '&lt;![CDATA[x]]&gt; &amp; ctl\u007F',
  },
];

// i + 0.125 rounds up; i + 0.005 is a binary fraction just below or above the half cent.
const PRICES = ['0.13', '1.13', '2.13', '3.13', '4.13', '5.13', '6.13', '7.13', '8.13'];
const SALE_PRICES = ['0.01', null, '2.00', null, '4.00', null, '6.00', null, '8.01'];

const PRODUCT: FeedProduct = {
  feed_id: 'P1', title: 'Front brake pad set', description: 'Ceramic pads', link: 'https://shop.example.com/p/1', image_link: 'https://shop.example.com/i/1.jpg',
  additional_image_link: null, availability: 'in stock', price: 49.5, sale_price: null, sale_price_effective_date: null, condition: null,
  brand: 'Stopwell', gtin: '4006381333931', mpn: 'BP-1', google_product_category: 'Vehicles & Parts', product_type: 'Brake Pads',
  shipping_weight: null, material: null, vehicle_make: 'Toyota', vehicle_model: null, vehicle_year: null, custom_labels: [null, null, null, null, null], is_kit: false,
};

/** A product with the hostile value i in every attribute. */
function hostileProduct(i: number): FeedProduct {
  const text = HOSTILE[i].raw;
  return {
    feed_id: `ID-${i} ${text}`, title: text, description: text, link: `https://shop.example.com/p/${i}?q=${text}`, image_link: text,
    additional_image_link: `${text}, https://shop.example.com/i/${i}.jpg,,`, availability: text, price: i + 0.125, sale_price: i % 2 ? null : i + 0.005,
    sale_price_effective_date: text, condition: text, brand: text, gtin: i % 3 ? text : null, mpn: i % 4 ? text : null,
    google_product_category: text, product_type: text, shipping_weight: text, material: text, vehicle_make: text, vehicle_model: text, vehicle_year: text,
    custom_labels: [text, null, text, '', text], is_kit: false,
  };
}

const element = (name: string, text: string) => (text === '' ? `<${name}/>` : `<${name}>${text}</${name}>`);
const fitment = (name: string, value: string) => [
  '<g:product_detail>',
  '  <g:section_name>Vehicle fitment</g:section_name>',
  `  <g:attribute_name>${name}</g:attribute_name>`,
  `  ${element('g:attribute_value', value)}`,
  '</g:product_detail>',
];

/** The element lines of hostile product i, written out from the texts above. */
function hostileLines(format: FeedFormat, i: number): string[] {
  const { xml, opt, condition, attr } = HOSTILE[i];
  const sale = SALE_PRICES[i];
  return [
    element('g:id', `ID-${i} ${xml}`),
    element('title', xml),
    element(format === 'atom' ? 'summary' : 'description', xml),
    format === 'atom' ? `<link href="https://shop.example.com/p/${i}?q=${attr}"/>` : `<link>https://shop.example.com/p/${i}?q=${xml}</link>`,
    element('g:image_link', xml),
    element('g:additional_image_link', opt),
    `<g:additional_image_link>https://shop.example.com/i/${i}.jpg</g:additional_image_link>`,
    '<g:availability>in_stock</g:availability>',
    `<g:price>${PRICES[i]} USD</g:price>`,
    ...(sale ? [`<g:sale_price>${sale} USD</g:sale_price>`] : []),
    element('g:sale_price_effective_date', opt),
    element('g:condition', condition),
    element('g:brand', opt),
    ...(i % 3 ? [element('g:gtin', opt)] : []),
    ...(i % 4 ? [element('g:mpn', opt)] : []),
    `<g:identifier_exists>${i % 3 || i % 4 ? 'yes' : 'no'}</g:identifier_exists>`,
    element('g:google_product_category', opt),
    element('g:product_type', opt),
    element('g:shipping_weight', opt),
    element('g:material', opt),
    element('g:custom_label_0', opt),
    element('g:custom_label_2', opt),
    element('g:custom_label_4', opt),
    ...fitment('Make', opt),
    ...fitment('Model', opt),
    ...fitment('Year', opt),
  ];
}

/** PRODUCT's element lines, with the fitment of its make. */
const PRODUCT_LINES = [
  '<g:id>P1</g:id>',
  '<title>Front brake pad set</title>',
  '<description>Ceramic pads</description>',
  '<link>https://shop.example.com/p/1</link>',
  '<g:image_link>https://shop.example.com/i/1.jpg</g:image_link>',
  '<g:availability>in_stock</g:availability>',
  '<g:price>49.50 USD</g:price>',
  '<g:condition>new</g:condition>',
  '<g:brand>Stopwell</g:brand>',
  '<g:gtin>4006381333931</g:gtin>',
  '<g:mpn>BP-1</g:mpn>',
  '<g:identifier_exists>yes</g:identifier_exists>',
  '<g:google_product_category>Vehicles &amp; Parts</g:google_product_category>',
  '<g:product_type>Brake Pads</g:product_type>',
  ...fitment('Make', 'Toyota'),
];

/** PRODUCT with one attribute missing: the lines that change, written out (availability and condition have defaults). */
const MISSING: ReadonlyArray<[keyof FeedProduct, (line: string) => boolean]> = [
  ['availability', () => true],
  ['price', (line) => !line.startsWith('<g:price>')],
  ['condition', () => true],
  ['brand', (line) => !line.startsWith('<g:brand>')],
  ['gtin', (line) => !line.startsWith('<g:gtin>')],
  ['mpn', (line) => !line.startsWith('<g:mpn>')],
  ['google_product_category', (line) => !line.startsWith('<g:google_product_category>')],
  ['product_type', (line) => !line.startsWith('<g:product_type>')],
  ['vehicle_make', (line) => !line.startsWith('<g:product_detail>') && !/^ {2}<g:(section|attribute)_|^<\/g:product_detail>/.test(line)],
];

/** The envelopes of a feed named 'Products' at the epoch, written out, split where the entries go. */
const ENVELOPE = {
  rss: {
    head: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Products</title>
    <description>Products</description>
    <lastBuildDate>Thu, 01 Jan 1970 00:00:00 GMT</lastBuildDate>
`,
    pad: '    ',
    tail: '  </channel>\n</rss>',
  },
  atom: {
    head: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Products</title>
  <updated>1970-01-01T00:00:00.000Z</updated>
  <id>urn:partsfeed:feed:Products</id>
  <author>
    <name>Partsfeed</name>
  </author>
`,
    pad: '  ',
    tail: '</feed>',
  },
};

function feedOf(format: FeedFormat, entries: string[][]): string {
  const { head, pad, tail } = ENVELOPE[format];
  const name = format === 'atom' ? 'entry' : 'item';
  const entry = (lines: string[]) => [`<${name}>`, ...lines.map((line) => `  ${line}`), `</${name}>`].map((line) => `${pad}${line}\n`).join('');
  return head + entries.map(entry).join('') + tail;
}

async function writtenBytes(products: FeedProduct[][], format: FeedFormat): Promise<Buffer> {
  const envelope = feedEnvelope({ format_type: format, feed_name: 'Products', include_brand: true, include_price: true, include_availability: true, now: new Date(0) });
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeEntries(products, out, envelope, productEntryRenderer(format, envelope.entryIndent));
  return Buffer.concat(parts);
}

const written = async (products: FeedProduct[][], format: FeedFormat) => (await writtenBytes(products, format)).toString('utf8');

describe('product entries', () => {
  it.each(['rss', 'atom'] as const)('%s: a hostile value in every attribute is the XML written out here, also the second time round', async (format) => {
    const products = HOSTILE.map((_, i) => hostileProduct(i));
    const expected = HOSTILE.map((_, i) => hostileLines(format, i));
    // The second time round every repeating value's line comes from the renderer's caches.
    const twice = [...products, ...products];
    expect(await written([twice.slice(0, 5), twice.slice(5)], format)).toBe(feedOf(format, [...expected, ...expected]));
  });

  it('writes the first hostile product in full, as written out here', async () => {
    expect(await written([[hostileProduct(0)]], 'atom')).toBe(`${ENVELOPE.atom.head}  <entry>
    <g:id>ID-0 Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:id>
    <title>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</title>
    <summary>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</summary>
    <link href="https://shop.example.com/p/0?q=Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;"/>
    <g:image_link>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:image_link>
    <g:additional_image_link>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:additional_image_link>
    <g:additional_image_link>https://shop.example.com/i/0.jpg</g:additional_image_link>
    <g:availability>in_stock</g:availability>
    <g:price>0.13 USD</g:price>
    <g:sale_price>0.01 USD</g:sale_price>
    <g:sale_price_effective_date>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:sale_price_effective_date>
    <g:condition>tom &amp; jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:condition>
    <g:brand>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:brand>
    <g:identifier_exists>no</g:identifier_exists>
    <g:google_product_category>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:google_product_category>
    <g:product_type>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:product_type>
    <g:shipping_weight>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:shipping_weight>
    <g:material>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:material>
    <g:custom_label_0>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:custom_label_0>
    <g:custom_label_2>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:custom_label_2>
    <g:custom_label_4>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:custom_label_4>
    <g:product_detail>
      <g:section_name>Vehicle fitment</g:section_name>
      <g:attribute_name>Make</g:attribute_name>
      <g:attribute_value>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:attribute_value>
    </g:product_detail>
    <g:product_detail>
      <g:section_name>Vehicle fitment</g:section_name>
      <g:attribute_name>Model</g:attribute_name>
      <g:attribute_value>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:attribute_value>
    </g:product_detail>
    <g:product_detail>
      <g:section_name>Vehicle fitment</g:section_name>
      <g:attribute_name>Year</g:attribute_name>
      <g:attribute_value>Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt;</g:attribute_value>
    </g:product_detail>
  </entry>
</feed>`);
  });

  it.each(MISSING)('%s missing or empty: its line left out or its default written, identifier_exists true to the rest', async (attribute, keeps) => {
    const empty = attribute === 'price' ? Number.NaN : '';
    const products = [{ ...PRODUCT, [attribute]: null }, { ...PRODUCT, [attribute]: empty }];
    const lines = PRODUCT_LINES.filter(keeps);
    expect(await written([products], 'rss')).toBe(feedOf('rss', [lines, lines]));
  });

  it('writes multi-byte text across the ends of write chunks, and an entry longer than a chunk, unchanged', async () => {
    const products = [
      { ...PRODUCT, description: 'ü🔧'.repeat(200_000) },
      ...Array.from({ length: 3000 }, (_, i) => ({ ...PRODUCT, feed_id: `P${i}`, title: `🔧 ${'ä'.repeat(i % 700)}` })),
    ];
    const withValue = (prefix: string, value: string) => PRODUCT_LINES.map((line) => (line.startsWith(prefix) ? `${prefix}${value}</${prefix.slice(1, -1)}>` : line));
    const expected = [
      withValue('<description>', 'ü🔧'.repeat(200_000)),
      ...Array.from({ length: 3000 }, (_, i) => withValue('<title>', `🔧 ${'ä'.repeat(i % 700)}`).map((line) => (line === '<g:id>P1</g:id>' ? `<g:id>P${i}</g:id>` : line))),
    ];
    const bytes = await writtenBytes([products.slice(0, 1000), products.slice(1000)], 'rss');
    expect(bytes.equals(Buffer.from(feedOf('rss', expected), 'utf8'))).toBe(true);
  });
});
