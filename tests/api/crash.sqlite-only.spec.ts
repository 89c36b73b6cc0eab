/**
 * Crash safety: the built server is killed with SIGKILL while a price import runs; after a
 * restart the database passes `PRAGMA integrity_check` and the prices are all old or all new.
 * 200,000 items (not 1,000,000) keep the test within seconds on two cores. Needs `npm run build`
 * (`npm test` builds first; locally `npx nest build`).
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN } from '../support/app';

jest.setTimeout(180_000);

const ROWS = 200_000;
const MAIN = resolve(__dirname, '..', '..', 'dist', 'api', 'src', 'main.js');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_ACCESS_TOKEN: ADMIN.access_token, EXPORT_NIGHTLY: 'false' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`).then((r) => r.status, () => 0);
    if (up !== 0) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function upload(port: number, token: string, route: string, name: string, text: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return fetch(`http://127.0.0.1:${port}/api/v1${route}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

const sql = (dataDir: string, query: string) => execFileSync('sqlite3', [join(dataDir, 'partsfeed.sqlite'), query], { encoding: 'utf8' }).trim();

it('a price import killed with SIGKILL half-way leaves a sound database with all old or all new prices', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-crash-'));
  const port = await freePort();
  let server = await startServer(dataDir, port);
  try {
    let token = await signIn(port);
    const items = ['id,item_number,price,stock_status'];
    const prices = ['item_number,price'];
    for (let i = 0; i < ROWS; i++) {
      items.push(`${i + 1},K-${i},1.00,in stock`);
      prices.push(`K-${i},2.00`);
    }
    expect((await upload(port, token, '/current/import', 'items.csv', items.join('\n') + '\n')).status).toBe(200);

    const started = Date.now();
    const running = upload(port, token, '/current/import-price', 'prices.csv', prices.join('\n') + '\n').catch(() => undefined);
    // Half-way: the upload of a few MB is received within a fraction of a second; the import runs for seconds.
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    await running;
    expect(Date.now() - started).toBeLessThan(60_000);

    server = await startServer(dataDir, port);
    token = await signIn(port);
    expect(sql(dataDir, 'PRAGMA integrity_check')).toBe('ok');
    const distinct = sql(dataDir, 'SELECT CAST(price AS INTEGER) || ":" || COUNT(*) FROM current_items GROUP BY price').split('\n');
    expect(distinct).toHaveLength(1);
    expect([`1:${ROWS}`, `2:${ROWS}`]).toContain(distinct[0]);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/current/stats`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
