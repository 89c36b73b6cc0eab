/**
 * Several built API processes on one PostgreSQL database, each with its own DATA_DIR, behave as one
 * app: locks and the export slot hold across processes (two exports started at once: one runs), a killed
 * process's job is failed once its lease has run out and no other job is, any process serves any finished export, every process reads what
 * another committed, and the nightly schedule runs once per tick however many processes run it.
 * Runs in the PostgreSQL project (TEST_DATABASE_URL); needs `npx nest build`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../support/free-port';
import { call, ServerProcess, signIn, startBuiltServer, streamUpload } from '../support/server-process';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

const onPostgres = process.env.PARTSFEED_TEST_DB === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;
const LEASE_SECONDS = 3;

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const databases: Array<{ drop(): Promise<void> }> = [];

async function start(url: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'partsfeed-multi-'));
  dirs.push(dir);
  const server = await startBuiltServer(dir, await freePort(), { DATABASE_URL: url, JOB_LEASE_SECONDS: String(LEASE_SECONDS), ...env });
  servers.push(server);
  return server;
}

async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

const json = async (server: ServerProcess, token: string, method: string, path: string, body?: unknown) => {
  const answer = await call(server, method, path, { token, json: body });
  return { status: answer.status, body: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {} };
};

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  for (const database of databases) await database.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeOnPostgres('two processes on one PostgreSQL database', () => {
  let url = '';
  let a: ServerProcess;
  let b: ServerProcess;
  let tokenA = '';
  let tokenB = '';

  beforeAll(async () => {
    // An empty database, not the suite's migrated template: the two processes below migrate it.
    const database = await createTestDatabase({ migrated: false });
    databases.push(database);
    url = database.url!;
    // Started together, as after a deploy: both migrate and create the first admin at once, and both come up.
    [a, b] = await Promise.all([start(url), start(url)]);
    [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
  });

  it('each answers health and readiness for the load balancer', async () => {
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/health')).json()).toEqual({ status: 'ok' });
      expect((await call(server, 'GET', '/ready')).json()).toEqual({ status: 'ready', database: 'ok', pending_migrations: 0 });
    }
  });

  it('an import committed through one process is counted by the other at once', async () => {
    const brand = await json(a, tokenA, 'POST', '/brands', { name: 'Shared Brand' });
    const file = join(dirs[0], 'drafts.csv');
    const rows = Array.from({ length: 30 }, (_, i) => `P-${i},Part ${i},Description ${i},https://shop.example.com/p/${i},https://shop.example.com/i/${i}.jpg,${10 + i}.00`);
    writeFileSync(file, ['part_number,title,description,link,image_link,price', ...rows].join('\n'));
    const imported = await importDrafts(a, tokenA, Number(brand.body.id), file);
    expect(imported).toBe(200);
    expect((await json(b, tokenB, 'GET', '/parts/draft?limit=5')).body.total).toBe(30);
    expect((await json(b, tokenB, 'GET', '/parts/draft?limit=5&search=part%2012')).body.total).toBe(1);
    expect((await json(b, tokenB, 'GET', '/brands/stats')).body).toMatchObject({ brands: 1 });

    // B has now counted and searched the lists; changes through A must still show on B's next read.
    expect((await json(b, tokenB, 'GET', '/parts/live?limit=5')).body.total).toBe(0);
    expect((await json(b, tokenB, 'GET', '/parts/live?limit=5&search=part')).body.total).toBe(0);
    const first = (await json(a, tokenA, 'GET', '/parts/draft?limit=1')).body.products as Array<{ id: number }>;
    expect((await json(a, tokenA, 'POST', `/parts/${first[0].id}/publish`)).status).toBeLessThan(300);
    expect((await json(b, tokenB, 'GET', '/parts/live?limit=5')).body.total).toBe(1);
    expect((await json(b, tokenB, 'GET', '/parts/live?limit=5&search=part')).body.total).toBe(1);
    await json(a, tokenA, 'DELETE', `/brands/${brand.body.id}`);
    expect((await json(b, tokenB, 'GET', '/parts/draft?limit=5')).body.total).toBe(0);
    expect((await json(b, tokenB, 'GET', '/parts/draft?limit=5&search=part%2012')).body.total).toBe(0);
    expect((await json(b, tokenB, 'GET', '/parts/live?limit=5')).body.total).toBe(0);
  });

  it('an import recorded by one process is listed, with its problems, by the other', async () => {
    const file = join(dirs[0], 'recorded-prices.csv');
    writeFileSync(file, 'item_number,price\nNO-SUCH-PART,5\nNO-SUCH-PART-2,abc\n');
    const answer = await streamUpload(a, tokenA, '/current/import-price', file).response;
    expect(answer.status).toBe(200);
    const importId = answer.json().import_id as number;
    const listed = await json(b, tokenB, 'GET', '/imports?kind=prices&limit=5');
    expect(listed.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: importId, file_names: ['recorded-prices.csv'], status: 'completed_with_problems', counts: { read: 2, inserted: 0, updated: 0, unchanged: 0, not_found: 1, refused: 1 } }),
      ]),
    );
    const problems = await call(b, 'GET', `/imports/${importId}/problems`, { token: tokenB });
    expect(problems.status).toBe(200);
    expect(problems.body).toContain('recorded-prices.csv,2,item_number,NO-SUCH-PART,no item has this item number');
    expect(problems.body).toContain('recorded-prices.csv,3,price,abc,');
  });

  it('an import into a table another process is importing into gets 409 from any process, never 500', async () => {
    await sql(url, 'INSERT INTO leases (name, owner, expires_at) VALUES ($1, $2, $3)', ['import:current items', 'another-process', Date.now() + 60_000]);
    const file = join(dirs[0], 'items.csv');
    writeFileSync(file, 'id,item_number,price,stock_status\nI-1,PN-1,1.00,in stock\n');
    for (const [server, token] of [[a, tokenA], [b, tokenB]] as const) {
      const answer = await streamUpload(server, token, '/current/import', file).response;
      expect([answer.status, answer.json()]).toEqual([409, { detail: 'An import into current items is already running' }]);
    }
    await sql(url, 'DELETE FROM leases');

    const big = join(dirs[0], 'big-items.csv');
    writeFileSync(big, ['id,item_number,price,stock_status', ...Array.from({ length: 300_000 }, (_, i) => `B-${i},PN-B-${i},${(i % 500) + 1}.99,in stock`)].join('\n'));
    const answers = await Promise.all([streamUpload(a, tokenA, '/current/import', big).response, streamUpload(b, tokenB, '/current/import', big).response]);
    expect(answers.map((x) => x.status).some((s) => s >= 500)).toBe(false);
    expect(answers.some((x) => x.status === 200)).toBe(true);
    for (const answer of answers.filter((x) => x.status !== 200)) expect(answer.json()).toEqual({ detail: 'An import into current items is already running' });
    expect((await json(b, tokenB, 'GET', '/current?limit=1')).body.total).toBe(300_000);
  });

  it('two processes starting an export at the same moment: one runs it, the other gets 409', async () => {
    // 300,000 current items from the import above: the winner's export is still running when the other asks.
    const answers = await Promise.all([json(a, tokenA, 'POST', '/current/export-xml-job', {}), json(b, tokenB, 'POST', '/current/export-xml-job', {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ detail: 'An export is already running' });
    const jobId = String(answers.find((answer) => answer.status === 201)!.body.job_id);
    const finished = await until('the export to finish', async () => {
      const status = await json(b, tokenB, 'GET', `/current/export-xml-status/${jobId}`);
      return status.body.status === 'completed' || status.body.status === 'failed' ? status.body.status : undefined;
    }, 60_000);
    expect(finished).toBe('completed');
  });

  it("a killed process's job is failed once its lease has run out; a live process's job is left alone", async () => {
    await sql(
      url,
      `INSERT INTO export_jobs (job_id, status, progress, total_items, items_processed, filename, sftp_upload, options, requested_by, started_at, owner, lease_expires_at)
       VALUES ('00000000-0000-4000-8000-000000000001', 'processing', 10, 0, 0, 'Alive.xml', 'disabled', '{}', 'x', now(), 'alive-elsewhere', now() + interval '1 hour')`,
    );
    const started = await json(a, tokenA, 'POST', '/current/export-xml-job', {});
    expect(started.status).toBe(201);
    const jobId = String(started.body.job_id);
    const [{ lease_expires_at: leaseAtKill }] = await sql<{ lease_expires_at: Date }>(url, 'SELECT lease_expires_at FROM export_jobs WHERE job_id = $1', [jobId]);
    await a.kill();
    const failed = await until('the killed job to be failed', async () => {
      const status = await json(b, tokenB, 'GET', `/current/export-xml-status/${jobId}`);
      return status.body.status === 'failed' ? status.body : undefined;
    });
    expect(failed.error).toBe('Interrupted: the server restarted during the export');
    // Failed by another process only once the lease it last renewed had run out: no clock of the test is read.
    const [{ finished_at: failedAt }] = await sql<{ finished_at: Date }>(url, 'SELECT finished_at FROM export_jobs WHERE job_id = $1', [jobId]);
    expect(failedAt.getTime()).toBeGreaterThanOrEqual(leaseAtKill.getTime());
    const [alive] = await sql<{ status: string }>(url, "SELECT status FROM export_jobs WHERE job_id = '00000000-0000-4000-8000-000000000001'");
    expect(alive.status).toBe('processing');
    await sql(url, "DELETE FROM export_jobs WHERE job_id = '00000000-0000-4000-8000-000000000001'");
  });

  it('any process serves a finished export, also after the process that made it has stopped', async () => {
    const c = await start(url);
    const tokenC = await signIn(c);
    const started = await json(c, tokenC, 'POST', '/current/export-xml-job', { is_kit: true });
    const jobId = String(started.body.job_id);
    await until('the export to finish', async () => {
      const status = await json(c, tokenC, 'GET', `/current/export-xml-status/${jobId}`);
      return status.body.status === 'completed' ? true : undefined;
    });
    const fromMaker = await call(c, 'GET', `/current/export-xml-download/${jobId}`, { token: tokenC });
    await c.kill();
    const fromOther = await call(b, 'GET', `/current/export-xml-download/${jobId}`, { token: tokenB });
    expect(fromOther.status).toBe(200);
    expect(fromOther.body).toBe(fromMaker.body);
    expect(fromOther.body).toContain('<feed');
  });

  async function importDrafts(server: ServerProcess, token: string, brandId: number, file: string): Promise<number> {
    const boundary = `----partsfeed${Date.now()}`;
    const { readFileSync } = await import('node:fs');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="brand_id"\r\n\r\n${brandId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="drafts.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      readFileSync(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(server.url('/parts/import'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    return response.status;
  }
});

describeOnPostgres('three processes with one nightly schedule', () => {
  it('run each tick of the schedule exactly once', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const url = database.url!;
    const first = await start(url);
    const env = { EXPORT_NIGHTLY: 'true', EXPORT_CRON: '*/2 * * * * *' };
    await first.kill();
    const nightly = await Promise.all([start(url, env), start(url, env), start(url, env)]);
    await new Promise((resolve) => setTimeout(resolve, 7000));
    await Promise.all(nightly.map((s) => s.kill()));
    const runs = await sql<{ slot: string }>(url, "SELECT slot FROM schedule_runs WHERE schedule = 'nightly-export'");
    const jobs = await sql<{ job_id: string }>(url, "SELECT job_id FROM export_jobs WHERE requested_by = 'nightly'");
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(runs.map((r) => r.slot)).size).toBe(runs.length);
    expect(jobs.length).toBe(runs.length);
  });
});
