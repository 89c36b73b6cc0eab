/**
 * Every hostile file sent to every import endpoint: a refusal is a 4xx with a `detail` and
 * changes nothing (row counts and a checksum of the tables), a valid file is imported, the text
 * it held comes back byte for byte, and the server keeps answering. Files over the upload limit
 * are refused with 413 while streaming, without the server holding them in memory.
 */
import { MikroORM } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { generateHostileCorpus, HostileCase, HOSTILE_TEXT, CorpusOptions } from '../fixtures/hostile/generate';
import { Api, startTestApp, TestApp } from '../support/app';

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
  /** Cases this endpoint answers differently from the corpus default, on purpose or as a known gap (docs/reliability.md). */
  known?: Record<string, 'accept' | 'reject'>;
}

/**
 * Known gap (reported in docs/reliability.md): a Latin-1 byte after the first 64 KiB is not refused by
 * these endpoints (the text column holds it; the row is then skipped as an unknown item or imported).
 */
const LATE_INVALID_UTF8_ACCEPTED = { 'invalid-utf8-late': 'accept' } as const;

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
    known: LATE_INVALID_UTF8_ACCEPTED,
    options: { sample: (c, row) => (c === 'category_id' ? '3237' : `Type ${row}`) },
  },
  {
    route: '/current/import',
    field: 'file',
    columns: ['id', 'item_number', 'price', 'stock_status'],
    tables: ['current_items'],
    readBack: async (api) => (await api.get('/current?limit=1000').expect(200)).body.items.map((i: { part_number: string }) => i.part_number),
  },
  { route: '/current/import-availability', field: 'file', columns: ['item_number', 'stock_status'], tables: ['current_items'], known: LATE_INVALID_UTF8_ACCEPTED },
  { route: '/current/import-price', field: 'file', columns: ['item_number', 'price'], tables: ['current_items'], known: LATE_INVALID_UTF8_ACCEPTED },
  { route: '/current/import-brands', field: 'file', columns: ['item_number', 'brand'], tables: ['current_items'], known: { ...LATE_INVALID_UTF8_ACCEPTED, 'extra-columns': 'reject' } },
];

/** Row count (SQL aggregate) and a hash of every row, per table, through the app's own connection. */
async function snapshot(tables: string[]): Promise<Record<string, string>> {
  const connection = t.app.get(MikroORM).em.getConnection();
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [{ n }] = await connection.execute<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`);
    const rows = await connection.execute(`SELECT * FROM ${table} ORDER BY 1`);
    result[table] = `${Number(n)}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  return result;
}

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

/** Streams a multipart upload of `size` bytes without buffering it; resolves with the answer. */
function streamUpload(baseUrl: string, path: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = '----partsfeed-hostile';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${path === '/parts/import' ? 'files' : 'file'}"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\nitem_number,price\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${baseUrl}/api/v1${path}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', (error) => reject(error));
    const chunk = Buffer.alloc(1024 * 1024, 'A1,2.50\n');
    let sent = 0;
    let stopped = false;
    request.on('response', () => (stopped = true));
    const pump = () => {
      while (!stopped && sent < size) {
        const piece = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(stopped ? undefined : tail);
    };
    request.write(head);
    pump();
  });
}

describe('uploads over the limit', () => {
  let small: TestApp;
  let token = '';
  beforeAll(async () => {
    small = await startTestApp({ env: { UPLOAD_LIMIT_MB: '5' } });
    token = (await small.as(small.admin)).token;
  });
  afterAll(async () => small?.close());

  // Known gap: /brands/upload and /parts/import keep a fixed 200 MB limit and the category uploads 20 MB;
  // only the current-items imports follow UPLOAD_LIMIT_MB (docs/reliability.md).
  it.each(['/current/import', '/current/import-price', '/current/import-availability', '/current/import-brands'])(
    'a 6 MB file to %s is refused with 413 while streaming (UPLOAD_LIMIT_MB=5) and the server stays small',
    async (route) => {
      const rssBefore = process.memoryUsage().rss;
      const answer = await streamUpload(small.baseUrl, route, token, 6 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).detail).toMatch(/too large/i);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
      const me = await small.anonymous.get('/auth/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
    },
  );
});
