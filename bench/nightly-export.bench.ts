import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sshdUnavailable, startSshd } from '../tests/support/sshd';
import type { Bench, BenchResult } from './bench-result';
import { ensureNightlyRows, keptDatabase } from './nightly/data';
import { nativeNightly } from './nightly/floor';
import { JobView, phases, watchNightly } from './nightly/progress';
import { dropDatabase, inPostgresTransaction } from './postgres/database';
import { BenchServer, startBenchServer } from './support/bench-server';
import { mb, s, timedGetJson } from './support/http';
import { loadNow, machineLoad } from './support/machine-load';

/**
 * BENCH_NIGHTLY_ITEMS=10000000 npm run bench -- nightly: the nightly run (EXPORT_FEEDS=both) at ten million
 * current items, on PostgreSQL, to OpenSSH's sshd on loopback. BENCH_NIGHTLY_PRODUCTS sets the live products
 * (a tenth of the items unless given). The database BENCH_NIGHTLY_DATABASE is generated once and, with
 * BENCH_NIGHTLY_KEEP=true, kept for the next run, which then skips the generation.
 */
const ITEMS = Number(process.env.BENCH_NIGHTLY_ITEMS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_NIGHTLY_PRODUCTS ?? Math.floor(ITEMS / 10));
const DATABASE = process.env.BENCH_NIGHTLY_DATABASE ?? 'bench_partsfeed_nightly';
const KEEP = process.env.BENCH_NIGHTLY_KEEP === 'true';
/** Time from the server's start to the schedule's tick: enough to start and configure SFTP. */
const TICK_AFTER_MS = 30_000;
const PEAK_TARGET = 250 * 2 ** 20;
const count = (n: number) => n.toLocaleString('en-US');

/** A six-field cron expression (with seconds) that fires once, at `at` (UTC), today. */
function cronAt(at: Date): string {
  return `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} ${at.getUTCDate()} ${at.getUTCMonth() + 1} *`;
}

async function post(server: BenchServer, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`POST ${path} → ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

const fileSize = (path: string) => statSync(path).size;

async function run(): Promise<BenchResult[]> {
  // The other benches' figures are still written when this machine cannot run an sshd.
  const unavailable = sshdUnavailable();
  if (unavailable) return [{ name: 'Nightly run to OpenSSH sshd', value: 'not run', note: unavailable }];
  const loadAtStart = loadNow();
  const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-nightly-'));
  const sshd = (await startSshd())!;
  let server: BenchServer | undefined;
  try {
    const url = await keptDatabase(DATABASE);
    // A first start migrates the database; the rows come after, in SQL, unless a kept database has them.
    server = await startBenchServer(join(dir, 'data'), url);
    await inPostgresTransaction(url, async (_sql, raw) => void (await raw.run('TRUNCATE export_jobs, export_files', [])));
    const reused = await ensureNightlyRows(url, ITEMS, PRODUCTS);
    await server.stop();
    const tickAt = new Date(Date.now() + TICK_AFTER_MS);
    server = await startBenchServer(join(dir, 'data'), url, { EXPORT_NIGHTLY: 'true', EXPORT_FEEDS: 'both', EXPORT_CRON: cronAt(tickAt) });
    // As an admin does it in the SFTP dialog: the first call shows the server's key, the second accepts it.
    const target = { password: sshd.password, host: sshd.host, port: sshd.port, username: sshd.username, remote_dir: sshd.remoteDir };
    const shown = await post(server, '/current/configure-sftp', target);
    if (shown.host_fingerprint !== sshd.fingerprint) throw new Error(`configure-sftp showed ${String(shown.host_fingerprint)}, sshd has ${sshd.fingerprint}`);
    await post(server, '/current/configure-sftp', { ...target, accept_fingerprint: sshd.fingerprint });
    if (Date.now() > tickAt.getTime() - 2000) throw new Error(`the server was not ready before its schedule's tick at ${tickAt.toISOString()}: raise TICK_AFTER_MS`);
    server.resetPeak();
    const rssBefore = server.rss();

    const looks = await watchNightly(server, tickAt, 4 * 3600_000);
    const peak = server.peakRss();
    const jobs = looks[looks.length - 1].jobs;
    const failed = jobs.filter((job) => job.status !== 'completed');
    if (failed.length) throw new Error(`the nightly run did not complete: ${JSON.stringify(failed)}`);
    const byFeed = (feed: JobView['feed']) => jobs.find((job) => job.feed === feed)!;
    const [stock, products] = [byFeed('stock'), byFeed('products')];
    const ours = Date.parse(products.finished_at!) - Date.parse(stock.started_at);
    const uploadMs = (job: JobView) => job.sftp_result!.upload_time_seconds * 1000;
    const stockBytes = fileSize(join(sshd.dir, 'CurrentItems.xml'));
    const productBytes = fileSize(join(sshd.dir, 'Products.xml'));

    const floor = await nativeNightly(url, sshd, dir);
    const floorMs = floor.stockMs + floor.productsMs + floor.scpMs;
    const sameSizes = floor.stockBytes === stockBytes && floor.productBytes === productBytes;
    const { body: sftpStatus } = await timedGetJson(server, '/current/sftp-status');

    return [
      {
        name: `Data: ${count(ITEMS)} current items, ${count(PRODUCTS)} live products in PostgreSQL`,
        value: reused ? 'reused' : 'generated',
        note: `database ${DATABASE}${reused ? ', kept from an earlier run' : ''}; SFTP to OpenSSH sshd on 127.0.0.1:${sshd.port}, host key pinned (${String(sftpStatus.host_fingerprint)})`,
      },
      {
        name: 'Nightly run (EXPORT_FEEDS=both, fired by its cron schedule): both files written, kept in the database and uploaded',
        value: s(ours),
        note: `from the first job's start to the last job's end; stock-and-price feed ${s(Date.parse(stock.finished_at!) - Date.parse(stock.started_at))} (upload ${s(uploadMs(stock))}), product feed ${s(Date.parse(products.finished_at!) - Date.parse(products.started_at))} (upload ${s(uploadMs(products))})`,
      },
      {
        name: 'Bytes uploaded: CurrentItems.xml / Products.xml',
        value: `${mb(stockBytes)} / ${mb(productBytes)}`,
        note: `${count(stock.items_processed)} items, ${count(products.items_processed)} products; upload speeds ${stock.sftp_result!.upload_speed_mbps} / ${products.sftp_result!.upload_speed_mbps} MB/s`,
      },
      {
        name: 'Native floor: the same files from a bare string template over the same rows (node-pg keyset batches) + scp of both',
        value: s(floorMs),
        note: `stock feed ${s(floor.stockMs)}, product feed ${s(floor.productsMs)}, scp ${s(floor.scpMs)}; ${sameSizes ? 'the same bytes as ours but the time in the header (checked with diff at 100,000 items), the same sizes here' : `sizes differ from ours: ${floor.stockBytes} / ${floor.productBytes} bytes`}`,
      },
      { name: 'Nightly run / native floor', value: `${(ours / floorMs).toFixed(2)}×`, note: 'ours also keeps both files in export_files (PostgreSQL: any process serves the download)' },
      {
        name: 'Peak RSS of the API process during the nightly run',
        value: mb(peak),
        target: '< 250 MB',
        note: `${peak < PEAK_TARGET ? 'met' : 'NOT met'}; VmHWM, reset just before the tick; it held ${mb(rssBefore)} before`,
      },
      {
        name: 'What an operator sees (GET /current/export-history every 2 s, as the history and dialog read it)',
        value: `${looks.length} looks`,
        note: `seconds from the tick: ${phases(looks).join('; ')}`,
      },
      machineLoad(loadAtStart),
    ];
  } catch (error) {
    if (server) process.stderr.write(`The API's last words:\n${server.logTail(4000)}\n`);
    throw error;
  } finally {
    await server?.stop();
    await sshd.close();
    if (!KEEP) await dropDatabase(DATABASE);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const bench: Bench = { title: `Nightly export on PostgreSQL, ${count(ITEMS)} current items, to OpenSSH sshd`, run };
