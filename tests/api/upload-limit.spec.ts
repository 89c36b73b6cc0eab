/**
 * Files over UPLOAD_LIMIT_MB sent to every import endpoint: refused with 413 `{detail}` while
 * streaming (the server stores at most the limit in a temporary file and removes it), nothing
 * changes, neither process holds the file in memory, and the server answers afterwards. The
 * request bodies are generated as they are sent (a Readable over a generator).
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { oversizedCsv } from '../fixtures/hostile/generate';
import { startTestApp, TestApp } from '../support/app';
import { tableSnapshot } from '../support/table-snapshot';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const PRODUCT_COLUMNS = ['title', 'part_number', 'description', 'link', 'image_link', 'price'];
const TABLES = ['brands', 'parts', 'draft_products', 'categories', 'category_mappings', 'current_items'];

interface Endpoint {
  route: string;
  field: string;
  fileName: string;
  columns: string[];
}

const ENDPOINTS: Endpoint[] = [
  { route: '/brands/upload', field: 'file', fileName: 'huge.csv', columns: ['brand', 'part_number', 'part_type'] },
  { route: '/parts/import', field: 'files', fileName: 'huge.csv', columns: PRODUCT_COLUMNS },
  { route: '/categories/upload-taxonomy', field: 'file', fileName: 'huge.txt', columns: ['category'] },
  { route: '/categories/upload-mappings', field: 'file', fileName: 'huge.csv', columns: ['part_type', 'category_id'] },
  { route: '/current/import', field: 'file', fileName: 'huge.csv', columns: ['id', 'item_number', 'price'] },
  { route: '/current/import-availability', field: 'file', fileName: 'huge.csv', columns: ['item_number', 'stock_status'] },
  { route: '/current/import-price', field: 'file', fileName: 'huge.csv', columns: ['item_number', 'price'] },
  { route: '/current/import-brands', field: 'file', fileName: 'huge.csv', columns: ['item_number', 'brand'] },
];

interface Answer {
  status: number;
  body: string;
}

/**
 * Posts a multipart form whose file part holds `size` bytes of CSV, with a Content-Length as a
 * browser sends it (so the limit is met while streaming, not from the declared length). Stops
 * sending once the answer has come.
 */
function streamUpload(t: TestApp, token: string, endpoint: Endpoint, size: number, brandId: number): Promise<Answer> {
  const boundary = '----partsfeed-upload-limit';
  const brandField = endpoint.field === 'files' ? `--${boundary}\r\nContent-Disposition: form-data; name="brand_id"\r\n\r\n${brandId}\r\n` : '';
  const head = Buffer.from(
    `${brandField}--${boundary}\r\nContent-Disposition: form-data; name="${endpoint.field}"; filename="${endpoint.fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (function* () {
      yield head;
      yield* oversizedCsv(endpoint.columns, size);
      yield tail;
    })(),
  );
  const url = new URL(`${t.apiUrl}${endpoint.route}`);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + size + tail.length,
        },
      },
      (response) => {
        answered = true;
        body.unpipe(request);
        body.destroy();
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: text });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(request);
  });
}

/** The server removes the partial upload once it has answered; give it a moment. */
async function expectNoUploadsLeft(t: TestApp): Promise<void> {
  const dir = join(t.dataDir, 'uploads');
  for (let i = 0; i < 100 && readdirSync(dir).length; i++) await new Promise((r) => setTimeout(r, 20));
  expect(readdirSync(dir)).toEqual([]);
}

/** One server per limit, with a little data in every table the imports write to. */
function limitSuite(title: string, env: Record<string, string>, limitMb: number, routes: string[]) {
  describe(title, () => {
    let t: TestApp;
    let token = '';
    let brandId = 0;

    beforeAll(async () => {
      t = await startTestApp({ env });
      const admin = await t.as(t.admin);
      token = admin.token;
      brandId = (await admin.post('/brands').send({ name: 'Limit Seed' }).expect(201)).body.id;
      await admin.post('/brands/upload').attach('file', Buffer.from('brand,part_number,part_type\nLimit Seed,LS-1,Brake Pad\n'), 'b.csv').expect(200);
      await admin.post('/parts/import').field('brand_id', String(brandId)).attach('files', Buffer.from(`${PRODUCT_COLUMNS.join(',')}\nPad,LS-1,Brake pad,https://example.com/p/1,https://example.com/i/1.jpg,9.99\n`), 'p.csv').expect(200);
      await admin.post('/categories/upload-taxonomy').attach('file', Buffer.from('1 - Vehicles\n2 - Vehicles > Parts\n'), 'taxonomy-with-ids.en-US.txt').expect(201);
      await admin.post('/categories/upload-mappings').attach('file', Buffer.from('part_type,category_id\nBrake Pad,2\n'), 'm.csv').expect(201);
      await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\n1,LS-1,9.99\n'), 'c.csv').expect(200);
      // A first refused upload settles the worker's own heap growth (its history of earlier suites shows here), so that
      // each measured upload follows one of the same size: this one, or the previous route's.
      expect((await streamUpload(t, token, ENDPOINTS[0], limitMb * MB + 1, brandId)).status).toBe(413);
    });
    afterAll(async () => t?.close());

    it.each(routes)(`%s: 413 naming the file and the ${limitMb} MB limit, nothing changed, nothing kept in memory`, async (route) => {
      const endpoint = ENDPOINTS.find((e) => e.route === route)!;
      const before = await tableSnapshot(t, TABLES);
      const rssBefore = process.memoryUsage().rss;
      const answer = await streamUpload(t, token, endpoint, limitMb * MB + 1, brandId);
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: 413,
        body: { detail: `${endpoint.fileName}: is larger than the upload limit of ${limitMb} MB` },
      });
      // The test process is the server too: neither side may hold the file, which would add all of its size. A jest
      // worker that ran other suites before this one grew by up to 150 MB over a 200 MB upload without holding it
      // (under 64 MB when the file runs alone), so the bound is the file's size, and 64 MB for small limits.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(Math.max(64 * MB, limitMb * MB));
      expect(await tableSnapshot(t, TABLES)).toEqual(before);
      await expectNoUploadsLeft(t);
      const me = await t.anonymous.get('/auth/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
    });
  });
}

limitSuite('default upload limit (200 MB)', {}, 200, ENDPOINTS.map((e) => e.route));
limitSuite('UPLOAD_LIMIT_MB=5', { UPLOAD_LIMIT_MB: '5' }, 5, ENDPOINTS.map((e) => e.route));
