/**
 * Every hostile file sent to every import endpoint: a refusal is a 4xx with a `detail` and
 * changes nothing (row counts and a checksum of the tables), a valid file is imported, the text
 * it held comes back byte for byte, and the server keeps answering. Files over the upload limit:
 * tests/api/upload-limit.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { generateHostileCorpus, HostileCase, HOSTILE_TEXT, CorpusOptions } from '../fixtures/hostile/generate';
import { Api, startTestApp, TestApp } from '../support/app';
import { tableSnapshot } from '../support/table-snapshot';

jest.setTimeout(120_000);

interface Endpoint {
  route: string;
  field: string;
  columns: string[];
  tables: string[];
  options?: CorpusOptions;
  /** Line-based formats that are not CSV: only binary/empty files must be refused, others may be either way. */
  loose?: boolean;
  /** Reads back the texts the accepted file held. */
  readBack?: (api: Api) => Promise<string[]>;
  /** Cases this endpoint answers differently from the corpus default, on purpose. */
  known?: Record<string, 'accept' | 'reject'>;
}

const TAXONOMY = readFileSync('/work/shared/data/google-taxonomy/taxonomy-with-ids.en-US.txt', 'utf8');
const MUST_REFUSE = new Set(['nul-bytes', 'png-renamed', 'jpeg-renamed', 'pdf-renamed', 'zip-renamed', 'xlsx-renamed', 'empty', 'whitespace-only', 'single-line-10mb']);

let t: TestApp;
let admin: Api;
let brandId = 0;

const endpoints = (): Endpoint[] => [
  {
    route: '/brands/upload',
    field: 'file',
    columns: ['brand', 'part_number', 'part_type'],
    tables: ['brands', 'parts'],
    readBack: async (api) => (await api.get('/brands?limit=1000').expect(200)).body.items.map((b: { name: string }) => b.name),
  },
  {
    route: '/parts/import',
    field: 'files',
    columns: ['title', 'part_number', 'description', 'link', 'image_link', 'price'],
    tables: ['draft_products'],
    readBack: async (api) => (await api.get('/parts/draft?limit=1000').expect(200)).body.products.map((p: { title: string }) => p.title),
  },
  { route: '/categories/upload-taxonomy', field: 'file', columns: ['category'], tables: ['categories'], options: { extension: '.txt' }, loose: true },
  {
    route: '/categories/upload-mappings',
    field: 'file',
    columns: ['part_type', 'category_id'],
    tables: ['category_mappings'],
    options: { sample: (c, row) => (c === 'category_id' ? '3237' : `Type ${row}`) },
  },
  {
    route: '/current/import',
    field: 'file',
    columns: ['id', 'item_number', 'price', 'stock_status'],
    tables: ['current_items'],
    readBack: async (api) => (await api.get('/current?limit=1000').expect(200)).body.items.map((i: { part_number: string }) => i.part_number),
  },
  { route: '/current/import-availability', field: 'file', columns: ['item_number', 'stock_status'], tables: ['current_items'] },
  { route: '/current/import-price', field: 'file', columns: ['item_number', 'price'], tables: ['current_items'] },
  {
    route: '/current/import-brands',
    field: 'file',
    columns: ['item_number', 'brand'],
    tables: ['current_items'],
    // The specification's two-column file: exactly two named columns, so extra columns are refused.
    known: { 'extra-columns': 'reject' },
  },
];

const snapshot = (tables: string[]) => tableSnapshot(t, tables);

function send(endpoint: Endpoint, file: string) {
  const request = admin.post(endpoint.route);
  if (endpoint.field === 'files') request.field('brand_id', String(brandId));
  return request.attach(endpoint.field, readFileSync(file), basename(file));
}

describe('hostile files', () => {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    brandId = (await admin.post('/brands').send({ name: 'Hostile Seed' }).expect(201)).body.id;
    await admin.post('/categories/upload-taxonomy').attach('file', Buffer.from(TAXONOMY), 'taxonomy-with-ids.en-US.txt').expect(201);
    await admin
      .post('/current/import')
      .attach('file', Buffer.from('id,item_number,price,stock_status\n1000,ABC-1000,10.00,in stock\n1001,ABC-1001,11.00,in stock\n'), 'seed.csv')
      .expect(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['/brands/upload', '/parts/import', '/categories/upload-taxonomy', '/categories/upload-mappings', '/current/import', '/current/import-availability', '/current/import-price', '/current/import-brands'])(
    'every case sent to %s: refused with a detail and nothing changed, or imported as written',
    async (route) => {
      const endpoint = endpoints().find((e) => e.route === route)!;
      const cases: HostileCase[] = generateHostileCorpus(join(dir, route.replace(/\W+/g, '_')), endpoint.columns, endpoint.options);
      expect(cases.length).toBeGreaterThanOrEqual(30);
      const failures: string[] = [];
      for (const c of cases.map((k) => ({ ...k, expect: endpoint.known?.[k.name] ?? k.expect }))) {
        const before = await snapshot(endpoint.tables);
        const response = await send(endpoint, c.file);
        const refused = response.status >= 400 && response.status < 500;
        const name = basename(c.file);
        if (response.status >= 500) failures.push(`${c.name}: ${response.status} ${response.text}`);
        else if (refused) {
          const detail = response.body?.detail;
          if (typeof detail !== 'string' || detail.length === 0) failures.push(`${c.name}: ${response.status} without a detail: ${response.text}`);
          else if (c.expect === 'reject' && !detail.includes(name) && !/file|select/i.test(detail)) failures.push(`${c.name}: detail does not name the file: ${detail}`);
          else if (c.line !== undefined && !detail.includes(`${name} line ${c.line}`)) failures.push(`${c.name}: detail does not name line ${c.line}: ${detail}`);
          const after = await snapshot(endpoint.tables);
          if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${c.name}: refused (${detail}) but the tables changed`);
          if (c.expect === 'accept' && !endpoint.loose) failures.push(`${c.name}: valid data refused: ${detail}`);
        } else {
          if (c.expect === 'reject' && (!endpoint.loose || MUST_REFUSE.has(c.name))) failures.push(`${c.name}: accepted (${response.status}) but must be refused (${c.why})`);
          if (endpoint.readBack && ['formula-cells', 'sql-strings', 'html-script', 'emoji', 'rtl-text'].includes(c.name)) {
            const stored = await endpoint.readBack(admin);
            const key = c.name.replace(/-.*/, '') as keyof typeof HOSTILE_TEXT;
            const texts = { formula: HOSTILE_TEXT.formula, sql: HOSTILE_TEXT.sql, html: HOSTILE_TEXT.html, emoji: HOSTILE_TEXT.emoji, rtl: HOSTILE_TEXT.rtl }[key];
            for (const text of texts) if (!stored.includes(text)) failures.push(`${c.name}: '${text}' did not come back byte for byte`);
          }
        }
        if (endpoint.loose && MUST_REFUSE.has(c.name) && !refused) failures.push(`${c.name}: binary/empty file accepted`);
      }
      await admin.get('/auth/me').expect(200);
      expect(failures).toEqual([]);
    },
  );
});
