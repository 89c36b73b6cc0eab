/**
 * Feed rules live in the database, so every process applies the same active version: a version activated
 * or restored through one process shapes the feed another process writes at its next run.
 * Runs in the PostgreSQL project (TEST_DATABASE_URL); needs `npx nest build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { call, ServerProcess, signIn, startBuiltServer } from '../support/server-process';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

const DRAFTS = 'part_number,title,description,link,image_link,price\nBRK-1,Brake pad set,Ceramic,https://shop.example.com/p/1,https://shop.example.com/i/1.jpg,49.99\n';
const describeOnPostgres = process.env.PARTSFEED_TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('feed rules seen by two processes on one PostgreSQL database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'partsfeed-rules-'));
  let database: { url?: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let tokenA = '';
  let tokenB = '';

  const json = async (server: ServerProcess, token: string, method: string, path: string, body?: unknown) => {
    const answer = await call(server, method, path, { token, json: body });
    return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : {} };
  };
  const feed = async (server: ServerProcess, token: string) => (await call(server, 'GET', '/feeds/products', { token })).body;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all(
      ['a', 'b'].map(async (name) => startBuiltServer(mkdtempSync(join(dir, name)), await freePort(), { DATABASE_URL: database.url! })),
    );
    [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const brand = (await json(a, tokenA, 'POST', '/brands', { name: 'Bosch' })).body.id;
    const form = new FormData();
    form.append('brand_id', String(brand));
    form.append('files', new Blob([DRAFTS]), 'drafts.csv');
    const imported = await fetch(a.url('/parts/import'), { method: 'POST', headers: { Authorization: `Bearer ${tokenA}` }, body: form });
    expect(imported.status).toBe(200);
    const [draft] = (await json(a, tokenA, 'GET', '/parts/draft')).body.products;
    expect((await json(a, tokenA, 'POST', `/parts/${draft.id}/publish`)).status).toBe(201);
  });

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => server.kill()));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a version activated through one process shapes the feed of the other, and so does a restore', async () => {
    // B writes the feed first, so it has compiled the rules of that moment (none).
    expect(await feed(b, tokenB)).toContain('<title>Brake pad set</title>');
    const rules = [{ name: 'Brand in title', feed: 'products', enabled: true, actions: [{ type: 'set', attribute: 'title', value: '{brand} {title}' }] }];
    expect((await json(a, tokenA, 'PUT', '/feed-rules/draft', { rules })).status).toBe(200);
    expect((await json(a, tokenA, 'POST', '/feed-rules/draft/activate')).body).toEqual({ version: 1 });
    expect(await feed(b, tokenB)).toContain('<title>Bosch Brake pad set</title>');
    expect((await json(b, tokenB, 'GET', '/feed-rules/draft')).body.rules).toEqual(rules);

    expect((await json(b, tokenB, 'PUT', '/feed-rules/draft', { rules: [] })).status).toBe(200);
    expect((await json(b, tokenB, 'POST', '/feed-rules/draft/activate')).body).toEqual({ version: 2 });
    expect(await feed(a, tokenA)).toContain('<title>Brake pad set</title>');
    expect((await json(a, tokenA, 'POST', '/feed-rules/versions/1/restore')).body).toEqual({ version: 3 });
    expect(await feed(b, tokenB)).toContain('<title>Bosch Brake pad set</title>');
  });
});
