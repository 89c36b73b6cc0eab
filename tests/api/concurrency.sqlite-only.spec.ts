/**
 * SQLite runs in WAL mode with a busy timeout; two imports into the same table at once are
 * serialised or the second is refused with 409; readers keep getting answers while an import runs.
 * (The 1,000,000-row version with 20 readers is bench/current-items.bench.ts.)
 */
import { MikroORM } from '@mikro-orm/core';
import { Api, startTestApp, TestApp } from '../support/app';

jest.setTimeout(120_000);

const ROWS = 20_000;
let t: TestApp;
let admin: Api;

function priceFile(rows: number, price: string): Buffer {
  const lines = ['item_number,price'];
  for (let i = 0; i < rows; i++) lines.push(`C-${i},${price}`);
  return Buffer.from(lines.join('\n') + '\n');
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  const lines = ['id,item_number,price,stock_status'];
  for (let i = 0; i < ROWS; i++) lines.push(`${i + 1},C-${i},1.00,in stock`);
  await admin.post('/current/import').attach('file', Buffer.from(lines.join('\n') + '\n'), 'items.csv').expect(200);
});

afterAll(async () => {
  await t?.close();
});

it('runs SQLite in WAL mode with a busy timeout', async () => {
  const connection = t.app.get(MikroORM).em.getConnection();
  const [mode] = await connection.execute<Array<{ journal_mode: string }>>('PRAGMA journal_mode');
  expect(mode.journal_mode.toLowerCase()).toBe('wal');
  const [busy] = await connection.execute<Array<Record<string, number>>>('PRAGMA busy_timeout');
  expect(Number(Object.values(busy)[0])).toBeGreaterThan(0);
});

it('two price imports at once: the second is refused with 409 or both run one after the other; prices stay consistent', async () => {
  const [first, second] = await Promise.all([
    admin.post('/current/import-price').attach('file', priceFile(ROWS, '2.00'), 'a.csv'),
    admin.post('/current/import-price').attach('file', priceFile(ROWS, '3.00'), 'b.csv'),
  ]);
  const statuses = [first.status, second.status].sort();
  expect([[200, 200], [200, 409]]).toContainEqual(statuses);
  const refused = [first, second].find((r) => r.status === 409);
  if (refused) expect(refused.body.detail).toMatch(/already running/);
  const connection = t.app.get(MikroORM).em.getConnection();
  const rows = await connection.execute<Array<{ price: number; n: number }>>('SELECT price, COUNT(*) AS n FROM current_items GROUP BY price');
  expect(rows).toHaveLength(1);
  expect(Number(rows[0].n)).toBe(ROWS);
});

it('readers keep getting answers while a large import runs', async () => {
  let importing = true;
  const importDone = admin
    .post('/current/import-price')
    .attach('file', priceFile(ROWS, '4.00'), 'c.csv')
    .then((r) => {
      importing = false;
      return r;
    });
  const answers: number[] = [];
  const latencies: number[] = [];
  const reader = async () => {
    while (importing) {
      const start = Date.now();
      const [list, stats] = await Promise.all([admin.get('/current?limit=25'), admin.get('/current/stats')]);
      latencies.push(Date.now() - start);
      answers.push(list.status, stats.status);
    }
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  expect((await importDone).status).toBe(200);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((s) => s === 200)).toBe(true);
});
