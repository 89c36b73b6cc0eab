import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ListIndexService } from '../api/src/current/list/list-index.service';
import { sqlRunner } from '../api/src/current/sql-runner';
import { recomputeBrandCounts, recomputeTotals } from '../api/src/current/stats/current-totals';
import { startTestApp, TestApp } from '../tests/support/app';
import type { Bench, BenchResult } from './bench-result';

const ITEMS = 1_000_000;
const SAMPLES = 60;
const READERS = 20;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The part number of item i, the same formula as the generating SQL (7919 is prime, so every one differs). */
const partNumber = (i: number) => `PN-${((i * 7919) % 16777216).toString(16).toUpperCase().padStart(6, '0')}-${i % 10}`;

/** 1,000,000 items in one INSERT … SELECT over a counting CTE: 20% kits, 70% with one of 250 brands. */
async function generateItems(em: EntityManager): Promise<void> {
  await em.transactional(async (trx) => {
    const sql = sqlRunner(trx);
    await sql.all(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ITEMS})
      INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
      SELECT printf('%07d', i), printf('PN-%06X-%d', (i * 7919) % 16777216, i % 10),
        CASE WHEN i % 10 < 7 THEN 'Brand ' || (i % 250) END, i % 5 = 0, 'in stock', (i % 10000) / 100.0 + 1, ${Date.now()}
      FROM n`);
    await recomputeTotals(sql);
    await recomputeBrandCounts(sql);
    await ListIndexService.bump(sql.run);
  });
}

function shuffled(count: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i + 1;
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Every item once, in random order, streamed to disk. */
async function writeFile(path: string, header: string, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(path);
  const order = shuffled(ITEMS);
  out.write(`${header}\n`);
  for (let start = 0; start < ITEMS; start += 10_000) {
    const chunk: string[] = [];
    for (let k = start; k < Math.min(ITEMS, start + 10_000); k++) chunk.push(line(order[k]));
    if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const AVAILABILITY = ['out of stock', 'backorder', 'preorder', 'in stock'];

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

async function timedGet(t: TestApp, token: string, path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${t.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} → ${response.status}`);
  return performance.now() - start;
}

async function latency(t: TestApp, token: string, path: (k: number) => string): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < SAMPLES; k++) times.push(await timedGet(t, token, path(k)));
  return p95(times);
}

/** A garbage collection on demand, so the bench's own leftovers do not count as the import's memory. */
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Peak resident memory of this process (API and bench client) from the moment of the call:
 * Linux resets the high-water mark when "5" is written to clear_refs.
 */
function resetPeakRss(): void {
  collectGarbage();
  writeFileSync('/proc/self/clear_refs', '5');
}

function peakRssBytes(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : process.memoryUsage().rss;
}

/** POST the file through the real endpoint (streamed from disk as multipart), measuring peak RSS meanwhile. */
async function importThroughHttp(t: TestApp, token: string, route: string, file: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'bench.csv');
  resetPeakRss();
  const start = performance.now();
  const response = await fetch(`${t.apiUrl}${route}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Record<string, unknown>;
  const elapsed = performance.now() - start;
  const peak = peakRssBytes();
  if (response.status !== 200) throw new Error(`${route} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, peak, body };
}

/** The native path: sqlite3's own CSV .import into a temporary table, then one UPDATE … FROM join. */
function nativeImport(database: string, file: string, columns: string, update: string): number {
  const script = [
    `CREATE TEMP TABLE staged (${columns});`,
    `.import --csv --skip 1 ${file} staged`,
    `${update};`,
  ].join('\n');
  const start = performance.now();
  execFileSync('sqlite3', [database], { input: script });
  return performance.now() - start;
}

export const bench: Bench = {
  title: 'Current items: 1,000,000 items, price and availability imports, list and stats latency',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-current-'));
    const t = await startTestApp();
    const results: BenchResult[] = [];
    try {
      const { token } = await t.as(t.admin);
      const em = t.app.get(MikroORM).em.fork() as EntityManager;
      let start = performance.now();
      await generateItems(em);
      results.push({ name: 'Generate 1,000,000 current items (one INSERT … SELECT, SQL)', value: s(performance.now() - start) });

      const prices = join(dir, 'prices.csv');
      const prices2 = join(dir, 'prices-2.csv');
      const availability = join(dir, 'availability.csv');
      await writeFile(prices, 'item_number,price', (i) => `${partNumber(i)},${((i % 7919) / 100 + 2).toFixed(2)}`);
      await writeFile(availability, 'item_number,stock_status', (i) => `${partNumber(i)},${AVAILABILITY[i % 4]}`);
      await writeFile(prices2, 'item_number,price', (i) => `${partNumber(i)},$${((i % 997) / 10 + 3).toFixed(2)}`);

      // A copy in the same state for the native path, taken before our imports change anything.
      const native = join(dir, 'native.sqlite');
      await sqlRunner(em).all(`VACUUM INTO '${native}'`);

      start = performance.now();
      await timedGet(t, token, '/current?limit=25');
      results.push({ name: 'First GET /current after the items changed (builds the in-memory list index)', value: ms(performance.now() - start) });

      const last = ITEMS - 25;
      results.push({ name: 'GET /current first page (25), p95', value: ms(await latency(t, token, () => '/current?skip=0&limit=25')), target: '< 50 ms' });
      results.push({ name: 'GET /current middle page (skip 500,000), p95', value: ms(await latency(t, token, () => '/current?skip=500000&limit=25')), target: '< 50 ms' });
      results.push({ name: `GET /current last page (skip ${last.toLocaleString('en-US')}), p95`, value: ms(await latency(t, token, () => `/current?skip=${last}&limit=25`)), target: '< 50 ms' });
      results.push({ name: 'GET /current?is_kit=true&brand=brand 12, deep page, p95', value: ms(await latency(t, token, () => '/current?is_kit=true&brand=brand%2012&skip=500&limit=25')), target: '< 50 ms' });
      results.push({ name: 'GET /current/stats, p95', value: ms(await latency(t, token, () => '/current/stats')), target: '< 50 ms' });
      const terms = Array.from({ length: SAMPLES }, (_, k) => partNumber(1 + ((k * 104_729) % ITEMS)).slice(4, 8).toLowerCase());
      results.push({
        name: 'GET /current?search=<4-character part-number substring>, p95',
        value: ms(await latency(t, token, (k) => `/current?search=${terms[k]}&limit=25`)),
        target: '< 100 ms',
        note: 'substrings such as "a3f1": match anywhere in id, part number or brand; total counted exactly',
      });

      const ours = await importThroughHttp(t, token, '/current/import-price', prices);
      const nativePrice = nativeImport(native, prices, 'item_number TEXT, price REAL',
        `UPDATE current_items SET price = staged.price, updated_at = ${Date.now()} FROM staged WHERE current_items.part_number = staged.item_number`);
      results.push(
        { name: 'Price import, 1,000,000 shuffled rows: POST /current/import-price (HTTP)', value: s(ours.elapsed), note: `${ours.body.current_items_updated} updated` },
        { name: 'Price import, native: sqlite3 .import + one UPDATE … FROM', value: s(nativePrice) },
        { name: 'Price import: ours / native', value: `${(ours.elapsed / nativePrice).toFixed(2)}×`, target: '≤ 1.5×' },
        { name: 'Peak RSS of the process during the price import', value: `${Math.round(ours.peak / 2 ** 20)} MB`, target: '< 300 MB', note: 'API and bench client share the process; in-memory list index included' },
      );

      const oursAvailability = await importThroughHttp(t, token, '/current/import-availability', availability);
      const nativeAvailability = nativeImport(native, availability, 'item_number TEXT, stock_status TEXT',
        `UPDATE current_items SET availability = staged.stock_status, updated_at = ${Date.now()} FROM staged WHERE current_items.part_number = staged.item_number`);
      results.push(
        { name: 'Availability import, 1,000,000 shuffled rows: POST /current/import-availability (HTTP)', value: s(oursAvailability.elapsed), note: `${oursAvailability.body.current_items_updated} updated` },
        { name: 'Availability import, native: sqlite3 .import + one UPDATE … FROM', value: s(nativeAvailability) },
        { name: 'Availability import: ours / native', value: `${(oursAvailability.elapsed / nativeAvailability).toFixed(2)}×`, target: '≤ 1.5×' },
        { name: 'Peak RSS of the process during the availability import', value: `${Math.round(oursAvailability.peak / 2 ** 20)} MB`, target: '< 300 MB' },
      );

      // 20 readers page through the list and read the stats while a 1,000,000-row price import runs.
      const listTimes: number[] = [];
      const statsTimes: number[] = [];
      let importing = true;
      const readers = Array.from({ length: READERS }, async (_, r) => {
        for (let k = 0; importing; k++) {
          const skip = ((r * 7919 + k * 104_729) % (ITEMS / 25)) * 25;
          listTimes.push(await timedGet(t, token, `/current?skip=${skip}&limit=25`));
          statsTimes.push(await timedGet(t, token, '/current/stats'));
        }
      });
      const during = await importThroughHttp(t, token, '/current/import-price', prices2);
      importing = false;
      await Promise.all(readers);
      results.push(
        { name: `GET /current with ${READERS} concurrent readers during a 1,000,000-row price import, p95`, value: ms(p95(listTimes)), note: `${listTimes.length} requests; import took ${s(during.elapsed)}` },
        { name: `GET /current/stats with ${READERS} concurrent readers during the import, p95`, value: ms(p95(statsTimes)), note: `${statsTimes.length} requests` },
      );
      return results;
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
