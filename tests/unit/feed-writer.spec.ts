import { HttpException } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { writeFeedFile } from '../../api/src/export/files/feed-file';
import { assertSafeFileName, pathInside } from '../../api/src/export/files/safe-file-name';
import { FeedItem, FeedOptions, writeFeed } from '../../api/src/feeds/writer';
import { xmllint } from '../support/prerequisites';

const NOW = new Date('2026-03-01T02:00:00.000Z');

/**
 * Hostile values with, written out by hand, the text the feed must carry (escaped, XML-illegal
 * characters dropped) and what an XML parser reads back from it (line ends normalised).
 */
const HOSTILE: ReadonlyArray<{ raw: string; xml: string; read: string }> = [
  { raw: '<script>alert("x")</script>', xml: '&lt;script&gt;alert("x")&lt;/script&gt;', read: '<script>alert("x")</script>' },
  {
    raw: 'Tom & Jerry <b>bold</b> ]]> &amp; &#0;',
    xml: 'Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; ]]&gt; &amp;amp; &amp;#0;',
    read: 'Tom & Jerry <b>bold</b> ]]> &amp; &#0;',
  },
  { raw: `"double" and 'single' quotes`, xml: `"double" and 'single' quotes`, read: `"double" and 'single' quotes` },
  { raw: 'emoji 🔧🚗 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', xml: 'emoji 🔧🚗 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', read: 'emoji 🔧🚗 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢' },
  { raw: 'RTL قطع غيار \u202Eevil\u202C עברית', xml: 'RTL قطع غيار \u202Eevil\u202C עברית', read: 'RTL قطع غيار \u202Eevil\u202C עברית' },
  { raw: 'NUL\u0000inside', xml: 'NULinside', read: 'NULinside' },
  // DEL (U+007F) is a legal XML 1.0 character and stays.
  { raw: 'controls\u0001\u0008\u000B\u000C\u001F\u007F end', xml: 'controls\u007F end', read: 'controls\u007F end' },
  { raw: 'lone surrogates \uD800 and \uDC00 here', xml: 'lone surrogates  and  here', read: 'lone surrogates  and  here' },
  { raw: 'tab\tnewline\ncarriage\rreturn', xml: 'tab\tnewline\ncarriage\rreturn', read: 'tab\tnewline\ncarriage\nreturn' },
  { raw: 'non-characters \uFFFE\uFFFF', xml: 'non-characters ', read: 'non-characters ' },
  {
    raw: 'entity look-alikes &nbsp; &copy; &#x41; &#65;',
    xml: 'entity look-alikes &amp;nbsp; &amp;copy; &amp;#x41; &amp;#65;',
    read: 'entity look-alikes &nbsp; &copy; &#x41; &#65;',
  },
  { raw: '', xml: '', read: '' },
  { raw: '<![CDATA[not <b>markup</b>]]>', xml: '&lt;![CDATA[not &lt;b&gt;markup&lt;/b&gt;]]&gt;', read: '<![CDATA[not <b>markup</b>]]>' },
  { raw: `${'long '.repeat(20_000)}& end`, xml: `${'long '.repeat(20_000)}&amp; end`, read: `${'long '.repeat(20_000)}& end` },
];

const AVAILABILITY = ['in stock', 'out of stock', 'preorder', 'backorder'] as const;

function hostileItems(): FeedItem[] {
  return HOSTILE.map(({ raw }, i) => ({
    id: `ID-${i}-${raw}`,
    part_number: raw || `PN-${i}`,
    brand: i % 4 === 3 ? null : raw,
    is_kit: i % 2 === 0,
    availability: AVAILABILITY[i % 4],
    price: i % 5 === 4 ? null : 10 + i + 0.5,
    updated_at: i % 3 === 0 ? undefined : new Date(Date.UTC(2026, 0, i + 1)),
  }));
}

function options(format_type: 'atom' | 'rss', include: boolean, feed_name = 'XML STOCKPRICE LOAD'): FeedOptions {
  return { format_type, feed_name, include_price: include, include_availability: include, include_brand: include, now: NOW };
}

const HOSTILE_FEED_NAME = 'Feed <&> "name" &nbsp; \u0000';

/** The envelope around the hostile items, written out: the name's NUL dropped, the rest escaped. */
const HOSTILE_ENVELOPE = {
  atom: {
    head: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Feed &lt;&amp;&gt; "name" &amp;nbsp; </title>
  <updated>2026-03-01T02:00:00.000Z</updated>
  <id>urn:partsfeed:feed:Feed%20%3C%26%3E%20%22name%22%20%26nbsp%3B%20</id>
  <author>
    <name>Partsfeed</name>
  </author>
`,
    tail: '</feed>',
  },
  rss: {
    head: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Feed &lt;&amp;&gt; "name" &amp;nbsp; </title>
    <description>Feed &lt;&amp;&gt; "name" &amp;nbsp; </description>
    <lastBuildDate>Sun, 01 Mar 2026 02:00:00 GMT</lastBuildDate>
`,
    tail: '  </channel>\n</rss>',
  },
};

const GOOGLE_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const PRICES = ['10.50', '11.50', '12.50', '13.50', null, '15.50', '16.50', '17.50', '18.50', null, '20.50', '21.50', '22.50', '23.50'];

/** Hostile item i as the feed must write it, from the texts written out above. */
function hostileEntry(format: 'atom' | 'rss', include: boolean, i: number): string {
  const { xml } = HOSTILE[i];
  const partNumber = xml || `PN-${i}`;
  const name = format === 'atom' ? 'entry' : 'item';
  const lines = [`<${name}>`, `  <g:id>ID-${i}-${xml}</g:id>`, `  <title>${partNumber}</title>`, `  <g:mpn>${partNumber}</g:mpn>`];
  if (include && i % 4 !== 3 && xml) lines.push(`  <g:brand>${xml}</g:brand>`);
  if (include && PRICES[i]) lines.push(`  <g:price>${PRICES[i]} USD</g:price>`);
  if (include) lines.push(`  <g:availability>${GOOGLE_AVAILABILITY[i % 4]}</g:availability>`);
  if (format === 'atom' && i % 3 !== 0) lines.push(`  <updated>2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z</updated>`);
  lines.push(`</${name}>`);
  const pad = format === 'atom' ? '  ' : '    ';
  return lines.map((line) => `${pad}${line}\n`).join('');
}

async function feedText(items: FeedItem[], opts: FeedOptions, batchSize = 3): Promise<string> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const batches = [];
  for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
  await writeFeed(batches, out, opts);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Parses with saxes, a conformant XML 1.0 parser that rejects anything not well-formed (illegal
 * characters, undefined entities), and returns each entry's child elements as name -> text.
 */
function parseEntries(xml: string, entryTag: string): Record<string, string>[] {
  const parser = new SaxesParser();
  const entries: Record<string, string>[] = [];
  let entry: Record<string, string> | null = null;
  let field: string | null = null;
  parser.on('opentag', (tag) => {
    if (tag.name === entryTag) entry = {};
    else if (entry) {
      field = tag.name;
      entry[field] = '';
    }
  });
  parser.on('text', (text) => {
    if (entry && field) entry[field] += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === entryTag && entry) entries.push(entry);
    if (tag.name === entryTag) entry = null;
    field = null;
  });
  parser.write(xml).close();
  return entries;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'feed-writer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('feed writer output', () => {
  it.each([
    ['atom', true],
    ['atom', false],
    ['rss', true],
    ['rss', false],
  ] as const)('%s feed (options on: %s) with hostile values is the XML written out here', async (format, include) => {
    const expected = HOSTILE_ENVELOPE[format].head + HOSTILE.map((_, i) => hostileEntry(format, include, i)).join('') + HOSTILE_ENVELOPE[format].tail;
    expect(await feedText(hostileItems(), options(format, include, HOSTILE_FEED_NAME))).toBe(expected);
  });

  it.each(['atom', 'rss'] as const)('%s feed with hostile values is well-formed and gives the values back', async (format) => {
    const items = hostileItems();
    const file = join(dir, `hostile.${format}.xml`);
    const result = await writeFeedFile(file, [items], options(format, true));
    expect(result).toMatchObject({ items: 14, kits: 7, singles: 7, path: file });

    xmllint(file);
    const entries = parseEntries(readFileSync(file, 'utf8'), format === 'atom' ? 'entry' : 'item');
    expect(entries.map((e) => e['g:id'])).toEqual(HOSTILE.map(({ read }, i) => `ID-${i}-${read}`));
    expect(entries.map((e) => e.title)).toEqual(HOSTILE.map(({ read }, i) => read || `PN-${i}`));
    expect(entries[0]).toMatchObject({
      'g:id': 'ID-0-<script>alert("x")</script>',
      title: '<script>alert("x")</script>',
      'g:mpn': '<script>alert("x")</script>',
      'g:brand': '<script>alert("x")</script>',
      'g:price': '10.50 USD',
      'g:availability': 'in_stock',
    });
    expect(entries[1]['g:id']).toBe('ID-1-Tom & Jerry <b>bold</b> ]]> &amp; &#0;');
    expect(entries[5]['g:id']).toBe('ID-5-NULinside');
    expect(entries[10].title).toBe('entity look-alikes &nbsp; &copy; &#x41; &#65;');
  });

  it('writes the Atom envelope, Google values and no option-disabled elements', async () => {
    const item: FeedItem = { id: '42', part_number: 'AB-1', brand: 'Bosch', is_kit: false, availability: 'out of stock', price: 19.99 };
    const full = await feedText([item], options('atom', true));
    expect(full).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">');
    expect(full).toContain('<title>XML STOCKPRICE LOAD</title>');
    expect(full).toContain('<updated>2026-03-01T02:00:00.000Z</updated>');
    expect(full).toContain(
      '  <entry>\n    <g:id>42</g:id>\n    <title>AB-1</title>\n    <g:mpn>AB-1</g:mpn>\n    <g:brand>Bosch</g:brand>\n' +
        '    <g:price>19.99 USD</g:price>\n    <g:availability>out_of_stock</g:availability>\n  </entry>',
    );
    const bare = await feedText([item], options('atom', false));
    expect(bare).not.toMatch(/g:brand|g:price|g:availability/);
  });

  it('writes the RSS 2.0 envelope with one item per current item', async () => {
    const items: FeedItem[] = ['preorder', 'backorder', 'in stock'].map((availability, i) => ({
      id: String(i), part_number: `P${i}`, brand: null, is_kit: true, availability: availability as FeedItem['availability'], price: i,
    }));
    const xml = await feedText(items, options('rss', true));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">\n  <channel>\n    <title>XML STOCKPRICE LOAD<\/title>/);
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain('<g:availability>preorder</g:availability>');
    expect(xml).toContain('<g:availability>backorder</g:availability>');
    expect(xml).toContain('<g:price>0.00 USD</g:price>');
    expect(xml).not.toContain('g:brand');
  });

  it('writes a valid feed with no items', async () => {
    const file = join(dir, 'empty.xml');
    expect(await writeFeedFile(file, [], options('atom', true))).toMatchObject({ items: 0 });
    xmllint(file);
    expect(readFileSync(file, 'utf8')).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>XML STOCKPRICE LOAD</title>
  <updated>2026-03-01T02:00:00.000Z</updated>
  <id>urn:partsfeed:feed:XML%20STOCKPRICE%20LOAD</id>
  <author>
    <name>Partsfeed</name>
  </author>
</feed>`);
  });
});

/** Every attribute and every escape case, in both formats, against XML written out by hand. */
describe('feed writer output, written out', () => {
  const ITEMS: FeedItem[] = [
    { id: 'A&B<1>', part_number: `Tom & "Jerry" <b>`, brand: `O'Neil ]]>`, is_kit: true, availability: 'in stock', price: 19.5, updated_at: new Date(Date.UTC(2026, 0, 2)) },
    { id: 'NUL\u0000x', part_number: 'ctl\u0001\u001Fend\ttab', brand: null, is_kit: false, availability: 'backorder', price: null, updated_at: undefined },
    { id: 'E-3', part_number: 'emoji 🔧 &amp; &#65;', brand: 'Bosch', is_kit: false, availability: 'preorder', price: 0, updated_at: new Date(Date.UTC(2026, 1, 3, 4, 5, 6)) },
  ];
  const written = (format_type: 'rss' | 'atom') =>
    feedText(ITEMS, { format_type, feed_name: 'Feed & "Co"', include_price: true, include_availability: true, include_brand: true, now: NOW });

  it('RSS', async () => {
    expect(await written('rss')).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Feed &amp; "Co"</title>
    <description>Feed &amp; "Co"</description>
    <lastBuildDate>Sun, 01 Mar 2026 02:00:00 GMT</lastBuildDate>
    <item>
      <g:id>A&amp;B&lt;1&gt;</g:id>
      <title>Tom &amp; "Jerry" &lt;b&gt;</title>
      <g:mpn>Tom &amp; "Jerry" &lt;b&gt;</g:mpn>
      <g:brand>O'Neil ]]&gt;</g:brand>
      <g:price>19.50 USD</g:price>
      <g:availability>in_stock</g:availability>
    </item>
    <item>
      <g:id>NULx</g:id>
      <title>ctlend\ttab</title>
      <g:mpn>ctlend\ttab</g:mpn>
      <g:availability>backorder</g:availability>
    </item>
    <item>
      <g:id>E-3</g:id>
      <title>emoji 🔧 &amp;amp; &amp;#65;</title>
      <g:mpn>emoji 🔧 &amp;amp; &amp;#65;</g:mpn>
      <g:brand>Bosch</g:brand>
      <g:price>0.00 USD</g:price>
      <g:availability>preorder</g:availability>
    </item>
  </channel>
</rss>`);
  });

  it('Atom', async () => {
    expect(await written('atom')).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Feed &amp; "Co"</title>
  <updated>2026-03-01T02:00:00.000Z</updated>
  <id>urn:partsfeed:feed:Feed%20%26%20%22Co%22</id>
  <author>
    <name>Partsfeed</name>
  </author>
  <entry>
    <g:id>A&amp;B&lt;1&gt;</g:id>
    <title>Tom &amp; "Jerry" &lt;b&gt;</title>
    <g:mpn>Tom &amp; "Jerry" &lt;b&gt;</g:mpn>
    <g:brand>O'Neil ]]&gt;</g:brand>
    <g:price>19.50 USD</g:price>
    <g:availability>in_stock</g:availability>
    <updated>2026-01-02T00:00:00.000Z</updated>
  </entry>
  <entry>
    <g:id>NULx</g:id>
    <title>ctlend\ttab</title>
    <g:mpn>ctlend\ttab</g:mpn>
    <g:availability>backorder</g:availability>
  </entry>
  <entry>
    <g:id>E-3</g:id>
    <title>emoji 🔧 &amp;amp; &amp;#65;</title>
    <g:mpn>emoji 🔧 &amp;amp; &amp;#65;</g:mpn>
    <g:brand>Bosch</g:brand>
    <g:price>0.00 USD</g:price>
    <g:availability>preorder</g:availability>
    <updated>2026-02-03T04:05:06.000Z</updated>
  </entry>
</feed>`);
  });

  it('leaves out price, availability and brand when asked to', async () => {
    const text = await feedText(ITEMS.slice(0, 1), { format_type: 'rss', feed_name: 'F', include_price: false, include_availability: false, include_brand: false, now: NOW });
    expect(text).toContain(`    <item>
      <g:id>A&amp;B&lt;1&gt;</g:id>
      <title>Tom &amp; "Jerry" &lt;b&gt;</title>
      <g:mpn>Tom &amp; "Jerry" &lt;b&gt;</g:mpn>
    </item>`);
  });
});

describe('feed writer streaming', () => {
  function* manyBatches(batches: number, size: number): Generator<FeedItem[]> {
    for (let b = 0; b < batches; b++) {
      yield Array.from({ length: size }, (_, i) => ({
        id: `${b}-${i}`, part_number: `PART-${b}-${i}`, brand: 'Brand', is_kit: false, availability: 'in stock', price: 1.5,
      }));
    }
  }

  it('waits for drain: a slow reader never has more than a chunk or so queued', async () => {
    let maxQueued = 0;
    let received = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        setTimeout(callback, 2);
      },
    });
    const origWrite = slow.write.bind(slow);
    slow.write = ((chunk: string) => {
      const ok = origWrite(chunk);
      maxQueued = Math.max(maxQueued, slow.writableLength);
      return ok;
    }) as typeof slow.write;

    const progress: number[] = [];
    const counts = await writeFeed(manyBatches(40, 500), slow, options('rss', true), (n) => progress.push(n));
    expect(counts).toEqual({ items: 20_000, kits: 0, singles: 20_000 });
    expect(progress).toHaveLength(40);
    expect(received).toBeGreaterThan(4 * 1024 * 1024);
    expect(maxQueued).toBeLessThan(1024 * 1024);
  });

  it('fails instead of hanging when the output breaks, and destroys nothing it does not own', async () => {
    let writes = 0;
    const broken = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        writes++;
        callback(writes > 3 ? new Error('disk full') : null);
      },
    });
    await expect(writeFeed(manyBatches(100, 500), broken, options('atom', true))).rejects.toThrow('disk full');
  });

  it('leaves neither the final file nor a partial file when generation fails', async () => {
    async function* failing(): AsyncGenerator<FeedItem[]> {
      yield* manyBatches(3, 500);
      throw new Error('database went away');
    }
    const file = join(dir, 'failed.xml');
    await expect(writeFeedFile(file, failing(), options('atom', true))).rejects.toThrow('database went away');
    expect(readdirSync(dir).filter((name) => name.startsWith('failed'))).toEqual([]);
  });

  it('replaces an existing feed file only once the new one is complete', async () => {
    const file = join(dir, 'replace.xml');
    await writeFeedFile(file, manyBatches(1, 10), options('atom', true));
    const before = readFileSync(file, 'utf8');
    async function* failing(): AsyncGenerator<FeedItem[]> {
      yield* manyBatches(2, 10);
      throw new Error('interrupted');
    }
    await expect(writeFeedFile(file, failing(), options('atom', true))).rejects.toThrow('interrupted');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('feed and remote file names', () => {
  it.each(['../../etc/passwd', '/etc/passwd', 'a/b.xml', '..\\..\\boot.ini', '..', '.', '.bashrc', 'feed\u0000.xml', 'line\nbreak', '', '   ', 'x'.repeat(256)])(
    'refuses %j with a 400 {detail}',
    (name) => {
      let error: unknown;
      try {
        assertSafeFileName(name, 'remote_filename');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpException);
      expect((error as HttpException).getStatus()).toBe(400);
      expect((error as HttpException).getResponse()).toEqual({ detail: expect.stringMatching(/^remote_filename /) });
    },
  );

  it.each(['CurrentItems.xml', 'XML STOCKPRICE LOAD', 'feed-2026.03.01.xml', 'Überfeed ✓.xml'])('accepts %j', (name) => {
    expect(assertSafeFileName(name, 'feed_name')).toBe(name);
    expect(pathInside('/data/exports', name, 'feed_name')).toBe(`/data/exports/${name}`);
  });
});
