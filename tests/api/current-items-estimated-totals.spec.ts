/**
 * GET /current answers a total that would need a full count as an estimate, marked `total_is_estimate`, while the
 * exact count runs behind; the exact total is then kept in the database for every process (PostgreSQL, two built
 * servers on one database). CURRENT_EXACT_COUNT_LIMIT=0 takes the estimate path at a few dozen items. SQLite
 * counts in its in-memory list index and answers every total exactly at once.
 * The PostgreSQL part needs `npx nest build`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../support/app';
import { freePort } from '../support/free-port';
import { call, ServerProcess, signIn, startBuiltServer, streamUpload } from '../support/server-process';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

const onPostgres = process.env.PARTSFEED_TEST_DB === 'postgres';
const ESTIMATE_EVERY_FILTER = { CURRENT_EXACT_COUNT_LIMIT: '0' };

interface ListAnswer {
  items: Array<{ id: string }>;
  total: number;
  total_is_estimate: boolean;
  page_is_estimate: boolean;
}

const itemsCsv = (from: number, to: number, prefix: string) =>
  ['id,item_number,price', ...Array.from({ length: to - from }, (_, i) => `${prefix}${from + i},${prefix}-${from + i},9.99`)].join('\n');

(onPostgres ? describe : describe.skip)('estimated totals on PostgreSQL, across two processes', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let url = '';

  const start = async (url: string, env: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-totals-'));
    dirs.push(dir);
    const server = await startBuiltServer(dir, await freePort(), { DATABASE_URL: url, ...ESTIMATE_EVERY_FILTER, ...env });
    servers.push(server);
    return server;
  };
  const list = async (server: ServerProcess, token: string, query: string): Promise<ListAnswer> => {
    const answer = await call(server, 'GET', `/current?${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.json() as unknown as ListAnswer;
  };
  /** Asks again until the answer is exact; the number of tries bounds the wait, no clock is read. */
  const exact = async (server: ServerProcess, token: string, query: string): Promise<ListAnswer> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await list(server, token, query);
      if (!answer.total_is_estimate && !answer.page_is_estimate) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the total of ${query} stayed an estimate`);
  };
  const importItems = async (server: ServerProcess, token: string, csv: string) => {
    const file = join(dirs[0], `items-${Math.random().toString(36).slice(2)}.csv`);
    writeFileSync(file, csv);
    expect((await streamUpload(server, token, '/current/import', file).response).status).toBe(200);
  };

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('marks the first total of a search as estimated, then every process answers the exact one', async () => {
    const database = await createTestDatabase();
    drop = () => database.drop();
    url = database.url!;
    const [a, b] = await Promise.all([start(database.url!), start(database.url!)]);
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    await importItems(a, tokenA, `${itemsCsv(0, 30, 'BOS')}\n${itemsCsv(0, 10, 'ACD').split('\n').slice(1).join('\n')}`);

    const first = await list(a, tokenA, 'search=bos');
    expect(first.total_is_estimate).toBe(true);
    expect(first.items).toHaveLength(30);
    expect(first.items[0].id).toBe('BOS0');

    expect(await exact(a, tokenA, 'search=bos')).toMatchObject({ total: 30, total_is_estimate: false });
    // Process B never asked: its first answer is the total A kept, with no estimate of its own.
    expect(await list(b, tokenB, 'search=bos')).toMatchObject({ total: 30, total_is_estimate: false });

    // Totals from the stats aggregates are exact whatever the limit.
    expect(await list(b, tokenB, '')).toMatchObject({ total: 40, total_is_estimate: false });

    // A change through B makes both estimate again, until the new exact count replaces it on both.
    await importItems(b, tokenB, itemsCsv(30, 35, 'BOS'));
    expect((await list(a, tokenA, 'search=bos')).total_is_estimate).toBe(true);
    expect(await exact(a, tokenA, 'search=bos')).toMatchObject({ total: 35, total_is_estimate: false });
    expect(await list(b, tokenB, 'search=bos')).toMatchObject({ total: 35, total_is_estimate: false });
    expect(await exact(b, tokenB, 'brand=x&search=acd')).toMatchObject({ total: 0, total_is_estimate: false });
  });

  it('estimates a search filtered by availability, then every process answers its exact count until availability changes', async () => {
    const [a, b] = servers;
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const query = 'search=bos&availability=in%20stock';
    // 35 BOS items: 20 in stock, 15 out of stock.
    const stock = (inStock: number) =>
      ['item_id,stock_status', ...Array.from({ length: 35 }, (_, i) => `BOS${i},${i < inStock ? 'in stock' : 'out of stock'}`)].join('\n');
    const importStock = async (server: ServerProcess, token: string, inStock: number) => {
      const file = join(dirs[0], `stock-${inStock}.csv`);
      writeFileSync(file, stock(inStock));
      expect((await streamUpload(server, token, '/current/import-availability', file).response).status).toBe(200);
    };
    await importStock(a, tokenA, 20);

    const first = await list(a, tokenA, query);
    expect(first.total_is_estimate).toBe(true);
    expect(first.items).toHaveLength(20);
    expect(await exact(a, tokenA, query)).toMatchObject({ total: 20, total_is_estimate: false });
    expect(await list(b, tokenB, query)).toMatchObject({ total: 20, total_is_estimate: false });
    expect(await list(b, tokenB, `${query}&sort=price&order=desc`)).toMatchObject({ total: 20, total_is_estimate: false });

    // An availability import changes no list version, yet both processes estimate again until the new count lands.
    await importStock(b, tokenB, 12);
    expect((await list(a, tokenA, query)).total_is_estimate).toBe(true);
    expect(await exact(a, tokenA, query)).toMatchObject({ total: 12, total_is_estimate: false });
    expect(await list(b, tokenB, query)).toMatchObject({ total: 12, total_is_estimate: false });
  });

  it('answers a brand filter’s total exactly at once from the brand counts, whatever the limit', async () => {
    const [a, b] = servers;
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const file = join(dirs[0], 'brands.csv');
    writeFileSync(file, ['id,brand', 'ACD1,Bosch', 'ACD2,Bosch Rexroth', 'ACD3,ATE'].join('\n'));
    expect((await streamUpload(b, tokenB, '/current/import-brands', file).response).status).toBe(200);
    expect(await list(a, tokenA, 'brand=bosch')).toMatchObject({ total: 2, total_is_estimate: false, items: [{ id: 'ACD1' }, { id: 'ACD2' }] });
    expect(await list(a, tokenA, 'brand=ate&sort=price')).toMatchObject({ total: 1, total_is_estimate: false });
    // With a type as well, the brand counts only bound it: estimated, then counted.
    expect((await list(a, tokenA, 'brand=bosch&is_kit=false')).total_is_estimate).toBe(true);
    expect(await exact(b, tokenB, 'brand=bosch&is_kit=false')).toMatchObject({ total: 2 });
  });

  it('answers a deep page at once about where it was asked, then exactly once the positions are read', async () => {
    const [a, b] = servers;
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const ids = Array.from({ length: 25_000 }, (_, i) => `I${String(i).padStart(5, '0')}`);
    await importItems(b, tokenB, ['id,item_number', ...ids.map((id) => `${id},P-${id}`)].join('\n'));
    // 10 ACD and 35 BOS items come first in id order, so position 20,045 holds I20000.
    const first = await list(a, tokenA, 'skip=20045&limit=3');
    expect(first).toMatchObject({ total: 25_045, total_is_estimate: false, page_is_estimate: true });
    expect(first.items).toHaveLength(3);
    expect(await exact(a, tokenA, 'skip=20045&limit=3')).toMatchObject({
      items: [{ id: 'I20000' }, { id: 'I20001' }, { id: 'I20002' }],
      total: 25_045,
      page_is_estimate: false,
    });
  });

  it('answers a sorted page whose walk runs too long from a sample, then exactly once the positions are read', async () => {
    // A third process whose walks stop after a millisecond: the 100 items matching "p-i249" come last by part number.
    const c = await start(url, { CURRENT_WALK_MS: '1' });
    const token = await signIn(c);
    const query = 'search=p-i249&sort=part_number&limit=3';
    const first = await list(c, token, query);
    expect(first.page_is_estimate).toBe(true);
    // The sample is the whole table at this size, so it starts where the exact page does, unless the seek from it
    // also ran past its millisecond (then the page has no items yet).
    expect([0, 3]).toContain(first.items.length);
    if (first.items.length) expect(first.items.map((item) => item.id)).toEqual(['I24900', 'I24901', 'I24902']);
    expect(await exact(c, token, query)).toMatchObject({ items: [{ id: 'I24900' }, { id: 'I24901' }, { id: 'I24902' }], total: 100 });
    expect(await exact(c, token, 'search=p-i249&sort=part_number&order=desc&skip=1&limit=2')).toMatchObject({ items: [{ id: 'I24998' }, { id: 'I24997' }] });

    // A two-letter search no item matches walks the whole id order: no items yet, marked, until the pass has looked.
    const none = await list(c, token, 'search=zq&limit=3');
    expect(none).toMatchObject({ items: [], page_is_estimate: true });
    expect(await exact(c, token, 'search=zq&limit=3')).toMatchObject({ items: [], total: 0 });
  });
});

(onPostgres ? describe.skip : describe)('exact totals on SQLite', () => {
  it('answers the exact total at once, marked as not estimated', async () => {
    const t = await startTestApp({ env: ESTIMATE_EVERY_FILTER });
    try {
      const admin = await t.as(t.admin);
      await admin.post('/current/import').attach('file', Buffer.from(itemsCsv(0, 30, 'BOS')), 'items.csv').expect(200);
      const first = await admin.get('/current?search=bos&limit=5').expect(200);
      expect(first.body).toMatchObject({ total: 30, total_is_estimate: false, page_is_estimate: false });
      const sorted = await admin.get('/current?search=bos&sort=price&limit=5').expect(200);
      expect(sorted.body).toMatchObject({ total: 30, total_is_estimate: false });
    } finally {
      await t.close();
    }
  });
});
