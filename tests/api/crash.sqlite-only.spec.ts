/**
 * Crash safety: the built server (`dist/`, so `npx nest build` first; `npm test` builds) runs as a
 * child process on 1,000,000 current items and is killed with SIGKILL in the middle of work:
 * - a 1,000,000-row price import, once its transaction has written uncommitted pages to the WAL;
 * - an export job with SFTP upload, once while the feed of all items is generated, and once while
 *   the feed of the kits (a fifth of the items, to reach the upload sooner) is uploaded.
 * The import spends most of its time reading the file into a temporary table, which leaves the
 * database untouched; all-or-nothing is at stake only once its UPDATE writes the table, so that is
 * when the kill comes (a fixed delay would mostly hit the reading).
 * After each restart the database is sound and nothing half-done is visible: prices all old or all
 * new; the export job failed with a reason, no file under the final name locally or on the SFTP
 * server, and no temporary file left behind there either.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERRUPTED } from '../../api/src/export/jobs/export-recovery.service';
import { freePort } from '../support/free-port';
import { call, ServerProcess, signIn, sqlite, startBuiltServer, streamUpload } from '../support/server-process';
import { sftpEnv, startSftpServer, SftpTestServer } from '../support/sftp-server';

jest.setTimeout(300_000);

const ITEMS = 1_000_000;
/** WAL bytes that show the import's UPDATE is writing the table (the WAL is empty before it starts). */
const WAL_MID_WRITE = 4 * 1024 * 1024;
const REMOTE_NAME = 'CrashFeed.xml';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Polls `check` every 20 ms until it returns a value, or fails after `timeoutMs`. */
async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(20);
  }
}

/** 1,000,000 items priced 1, every fifth a kit, in one INSERT … SELECT; keys zero-padded so the indexes fill in order. */
function loadItems(dataDir: string): void {
  const checkpoint = sqlite(
    dataDir,
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ITEMS - 1})
     INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
     SELECT printf('I-%07d', i), printf('K-%07d', i), NULL, i % 5 = 0, 'in stock', 1, ${Date.parse('2026-11-20T10:00:00Z')} FROM n;
     DELETE FROM current_item_totals;
     INSERT INTO current_item_totals (is_kit, availability, item_count, priced_count, price_cents)
       SELECT is_kit, availability, COUNT(*), COUNT(price), SUM(price * 100) FROM current_items GROUP BY is_kit, availability;
     UPDATE current_items_state SET list_version = list_version + 1;
     PRAGMA wal_checkpoint(TRUNCATE);`,
  );
  // busy|log|checkpointed = 0|0|0: the WAL is empty, so the import's writes show as its growth.
  expect(checkpoint).toBe('0|0|0');
}

function writePriceFile(path: string): void {
  const lines = ['item_number,price'];
  for (let i = 0; i < ITEMS; i++) lines.push(`K-${String(i).padStart(7, '0')},2.00`);
  writeFileSync(path, lines.join('\n') + '\n');
}

describe('SIGKILL of the built server on 1,000,000 current items', () => {
  let dataDir: string;
  let port: number;
  let sftp: SftpTestServer;
  let server: ServerProcess;
  let token: string;
  const timings: string[] = [];

  async function restart(): Promise<void> {
    const started = Date.now();
    server = await startBuiltServer(dataDir, port, sftpEnv(sftp, { failFast: true }));
    token = await signIn(server);
    timings.push(`  server up in ${elapsed(started)}`);
  }

  const get = async (path: string) => (await call(server, 'GET', path, { token })).json();
  const post = (path: string, json: unknown) => call(server, 'POST', path, { token, json });

  beforeAll(async () => {
    const started = Date.now();
    dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-crash-'));
    port = await freePort();
    sftp = await startSftpServer();
    await restart();
    loadItems(dataDir);
    timings.push(`start and load ${ITEMS} items: ${elapsed(started)}`);
  });
  afterAll(async () => {
    await server?.kill();
    await sftp?.close();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`crash test timings:\n${timings.join('\n')}`);
  });

  it('a price import killed while it writes leaves a sound database with all old or all new prices', async () => {
    const started = Date.now();
    const file = join(dataDir, 'prices.csv');
    writePriceFile(file);
    const wal = join(dataDir, 'partsfeed.sqlite-wal');
    const walBefore = statSync(wal).size;

    const upload = streamUpload(server, token, '/current/import-price', file);
    let answered = false;
    upload.response.then(() => (answered = true), () => undefined);
    await until('the import to write to the WAL', () => (answered || statSync(wal).size - walBefore > WAL_MID_WRITE ? true : undefined));
    expect(answered).toBe(false);
    const walAtKill = statSync(wal).size;
    await server.kill();
    await expect(upload.response).rejects.toThrow();
    timings.push(`price import: killed after ${elapsed(started)} with ${(walAtKill / 1024 / 1024).toFixed(0)} MB in the WAL`);

    await restart();
    expect(sqlite(dataDir, 'PRAGMA integrity_check')).toBe('ok');
    const prices = sqlite(dataDir, "SELECT CAST(price AS INTEGER) || ':' || COUNT(*) FROM current_items GROUP BY price").split('\n');
    expect(prices).toHaveLength(1);
    expect([`1:${ITEMS}`, `2:${ITEMS}`]).toContain(prices[0]);
    expect((await call(server, 'GET', '/current/stats', { token })).status).toBe(200);
    timings.push(`price import: restarted and checked after ${elapsed(started)}`);
  });

  it('an export killed while generating or uploading ends failed with a reason and leaves no file under the final name', async () => {
    const started = Date.now();
    const exportsDir = join(dataDir, 'exports');
    expect((await post('/current/configure-sftp', { password: sftp.password })).status).toBe(200);

    const startExport = async (options: { is_kit?: boolean } = {}) => {
      const body = (await post('/current/export-and-upload-sftp', { ...options, remote_filename: REMOTE_NAME })).json();
      expect(typeof body.job_id).toBe('string');
      return body.job_id as string;
    };
    const expectCleanAfterRestart = async (jobId: string) => {
      await restart();
      expect(await get(`/current/export-xml-status/${jobId}`)).toMatchObject({ status: 'failed', error: INTERRUPTED, sftp_upload: 'pending' });
      expect((await call(server, 'GET', `/current/export-xml-download/${jobId}`, { token })).status).toBe(409);
      expect(readdirSync(exportsDir)).toEqual([]);
      // The remote temporary file is removed by the start-up recovery, in the background.
      await until('the remote temporary file to be removed', () => (readdirSync(sftp.dir).length === 0 ? true : undefined), 30_000);
    };

    // 1. Killed while the feed is being written: the local .partial file exists, nothing remote yet.
    const generating = await startExport();
    await until('the feed to be half written', async () => {
      const status = await get(`/current/export-xml-status/${generating}`);
      return Number(status.progress) >= 40 ? status : undefined;
    });
    expect(existsSync(join(exportsDir, `${generating}.xml.partial`))).toBe(true);
    await server.kill();
    timings.push(`export: killed while generating after ${elapsed(started)}`);
    await expectCleanAfterRestart(generating);

    // 2. Killed while the file is being uploaded: it is on the server under a temporary name only.
    const uploading = await startExport({ is_kit: true });
    const remoteTemp = await until('the upload to start', () => readdirSync(sftp.dir)[0], 180_000);
    await server.kill();
    expect(readdirSync(sftp.dir)).toEqual([`${REMOTE_NAME}.${uploading}.part`]);
    timings.push(`export: killed while uploading (remote ${remoteTemp}) after ${elapsed(started)}`);
    await expectCleanAfterRestart(uploading);
    // The export writes only its job rows; the full integrity_check runs in the price import test.
    expect(sqlite(dataDir, 'PRAGMA quick_check')).toBe('ok');
    timings.push(`export: restarted and checked after ${elapsed(started)}`);
  });
});
