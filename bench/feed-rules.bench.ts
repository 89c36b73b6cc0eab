import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FROM_ROWS as SEARCH_LINES_FROM } from '../api/src/products/search-lines/product-search-lines.service';
import type { Bench, BenchResult } from './bench-result';
import { BenchServer, startBenchServer } from './support/bench-server';
import { mb, s } from './support/http';
import { loadNow, machineLoad } from './support/machine-load';
import { inSqliteTransaction } from './support/sqlite-file';

/** Live products; BENCH_RULES_PRODUCTS=20000 proves the bench runs in seconds. */
const PRODUCTS = Number(process.env.BENCH_RULES_PRODUCTS ?? 1_000_000);
const BRANDS = 20;
const ROUNDS = 3;
const PRODUCT_TYPES = ['Brake Pads', 'Oil Filters', 'Wipers', 'Batteries', 'Spark Plugs'];

/** Twenty rules of the kinds operators write (docs/feed-rules.md): most with a condition that holds for few products. */
const when = (attribute: string, op: string, value?: string | string[]) => ({ all: [{ attribute, op, ...(value === undefined ? {} : { value }) }] });
const RULES = [
  { name: 'Brand in title', actions: [{ type: 'set', attribute: 'title', value: '{brand} {title}' }], condition: when('brand', 'not_empty') },
  { name: 'Shorten titles', actions: [{ type: 'truncate', attribute: 'title', length: 150 }] },
  { name: 'Campaign labels', actions: [{ type: 'lookup', attribute: 'custom_label_0', table: 'campaigns', from: 'product_type' }] },
  { name: 'Leave out Brand 7', actions: [{ type: 'exclude' }], condition: when('brand', 'equals', 'Brand 7') },
  { name: 'Fix condition', actions: [{ type: 'set', attribute: 'condition', value: 'new' }], condition: when('condition', 'equals', 'neu') },
  { name: 'Premium', actions: [{ type: 'set', attribute: 'custom_label_1', value: 'premium' }], condition: when('price', 'gt', '80') },
  { name: 'Budget', actions: [{ type: 'set', attribute: 'custom_label_1', value: 'budget' }], condition: when('price', 'lt', '20') },
  { name: 'Brand label', actions: [{ type: 'copy', attribute: 'custom_label_2', from: 'brand' }] },
  { name: 'Capitalise pads', actions: [{ type: 'replace', attribute: 'title', find: 'Brake pad', value: 'Brake Pad' }] },
  { name: 'Single spaces', actions: [{ type: 'regex_replace', attribute: 'description', pattern: '\\s{2,}', value: ' ' }] },
  { name: 'MPN from part number', actions: [{ type: 'set', attribute: 'mpn', value: '{part_number}' }], condition: when('mpn', 'is_empty') },
  { name: 'Brake type', actions: [{ type: 'set', attribute: 'product_type', value: 'Brakes > Pads' }], condition: when('title', 'contains', 'brake pad') },
  { name: 'Tens', actions: [{ type: 'set', attribute: 'custom_label_3', value: 'round' }], condition: when('part_number', 'ends_with', '00') },
  { name: 'Campaign link', actions: [{ type: 'append', attribute: 'link', value: '?utm_source=google' }] },
  { name: 'Winter', actions: [{ type: 'set', attribute: 'custom_label_4', value: 'winter' }], condition: when('product_type', 'in', ['Wipers', 'Batteries']) },
  { name: 'Brake category', actions: [{ type: 'set', attribute: 'google_product_category', value: '2977' }], condition: when('product_type', 'equals', 'Brake Pads') },
  { name: 'Free shipping', actions: [{ type: 'append', attribute: 'description', value: ' Free shipping.' }], condition: when('price', 'gt', '50') },
  { name: 'Brakes label', actions: [{ type: 'set', attribute: 'custom_label_3', value: 'brakes' }], condition: when('title', 'matches', '^Brake') },
  { name: 'Secure images', actions: [{ type: 'replace', attribute: 'image_link', find: 'http://', value: 'https://' }] },
  { name: 'No test items', actions: [{ type: 'exclude' }], condition: when('title', 'starts_with', 'TEST') },
].map((rule) => ({ feed: 'products', enabled: true, ...rule }));

/** The live products, generated inside the database through the bench's own connection. */
async function generate(sqlitePath: string): Promise<void> {
  await inSqliteTransaction(sqlitePath, async (_sql, raw) => {
    const now = Date.now();
    await raw.run(`INSERT INTO brands (name, active, created_at, updated_at) VALUES ${Array.from({ length: BRANDS }, (_, i) => `('Brand ${i}', 1, ${now}, ${now})`).join(', ')}`, []);
    const types = PRODUCT_TYPES.map((type, i) => `WHEN ${i} THEN '${type}'`).join(' ');
    await raw.run(
      `INSERT INTO draft_products (brand_id, part_number, title, description, link, image_link, price, condition, mpn, product_type, gtin, is_kit, search_key, created_at, updated_at)
       WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
       SELECT (SELECT MIN(id) FROM brands) + n % ${BRANDS}, 'PN-' || n, 'Brake pad set ' || n, 'Ceramic brake pads for sedans', 'https://shop.example.com/p/' || n,
              'https://shop.example.com/i/' || n || '.jpg', 10 + n % 90, 'new', CASE WHEN n % 3 = 0 THEN NULL ELSE 'MPN-' || n END,
              CASE n % ${PRODUCT_TYPES.length} ${types} END, '4006381333931', 0, 'pn-' || n, ?, ?
       FROM seq`,
      [PRODUCTS, now, now],
    );
    const columns = 'brand_id, part_number, title, description, link, image_link, price, condition, mpn, product_type, gtin, is_kit, search_key, created_at';
    await raw.run(`INSERT INTO live_products (draft_product_id, ${columns}, is_live, published_at, updated_at) SELECT id, ${columns}, 1, ?, ? FROM draft_products`, [now, now]);
  });
}

async function call(server: BenchServer, method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${server.token}`, ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return response;
}

/** Reads the whole product feed through HTTP; its time and the server's CPU time in ms, and the number of entries. */
async function timedFeed(server: BenchServer): Promise<{ elapsed: number; cpu: number; entries: number }> {
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const response = await call(server, 'GET', '/feeds/products');
  let entries = 0;
  const decoder = new TextDecoder();
  let tail = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const text = tail + decoder.decode(chunk, { stream: true });
    entries += text.split('<item>').length - 1;
    tail = text.slice(-5);
  }
  return { elapsed: performance.now() - started, cpu: server.cpuMs() - cpuBefore, entries };
}

/** The best of ROUNDS feeds: the shortest time, and apart the least server CPU time. */
async function bestFeed(server: BenchServer): Promise<{ elapsed: number; cpu: number; entries: number; peak: number }> {
  let best = { elapsed: Infinity, cpu: Infinity, entries: 0 };
  server.resetPeak();
  for (let round = 0; round < ROUNDS; round++) {
    const run = await timedFeed(server);
    best = { elapsed: Math.min(best.elapsed, run.elapsed), cpu: Math.min(best.cpu, run.cpu), entries: run.entries };
  }
  return { ...best, peak: server.peakRss() };
}

async function activate(server: BenchServer, rules: unknown[]): Promise<void> {
  await call(server, 'PUT', '/feed-rules/draft', { rules });
  await call(server, 'POST', '/feed-rules/draft/activate');
}

/**
 * The RSS once a search of each list has put its search lines in memory (ProductSearchLinesService), or
 * null when the lists are too small to have them.
 */
async function searchLinesRss(server: BenchServer): Promise<number | null> {
  if (PRODUCTS < SEARCH_LINES_FROM) return null;
  for (const kind of ['draft', 'live']) {
    await call(server, 'GET', `/parts/${kind}?search=pn&limit=50`);
    await server.logged(new RegExp(`Search lines of ${kind} products in memory`), 600_000);
  }
  return server.rss();
}

export const bench: Bench = {
  title: 'Feed rules: the product feed with 20 rules, and the preview',
  async run(): Promise<BenchResult[]> {
    const loadAtStart = loadNow();
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-rules-'));
    const dataDir = join(dir, 'data');
    let server = await startBenchServer(dataDir);
    const count = PRODUCTS.toLocaleString('en-US');
    try {
      await generate(server.sqlitePath);
      await server.stop();
      // Debug shows when a list's search lines are in memory: nothing searches before the feeds, so none are.
      server = await startBenchServer(dataDir, '', { LOG_LEVEL: 'debug' });
      const lookup = new FormData();
      lookup.append('file', new Blob([`key,value\n${PRODUCT_TYPES.map((type, i) => `${type},campaign-${i}`).join('\n')}\n`]), 'campaigns.csv');
      await call(server, 'PUT', '/feed-rules/lookups/campaigns', lookup);

      const rssBefore = server.rss();
      const plain = await bestFeed(server);
      await activate(server, RULES);
      const ruled = await bestFeed(server);
      server.resetPeak();
      const previewCpuBefore = server.cpuMs();
      const started = performance.now();
      const preview = (await (await call(server, 'POST', '/feed-rules/draft/preview', { feed: 'products' })).json()) as { total: number; excluded: number };
      const previewMs = performance.now() - started;
      const previewCpu = server.cpuMs() - previewCpuBefore;
      const previewPeak = server.peakRss();
      if (plain.entries !== PRODUCTS || preview.total !== PRODUCTS) throw new Error(`the feed wrote ${plain.entries} and the preview saw ${preview.total} of ${PRODUCTS} products`);

      const withLines = await searchLinesRss(server);

      const feedRatio = ruled.elapsed / plain.elapsed;
      const previewRatio = previewMs / ruled.elapsed;
      const cpuNote = (ratio: number) => `server CPU time ${ratio.toFixed(2)}× (the work, whatever the machine's load)`;
      const peak = Math.max(plain.peak, ruled.peak, previewPeak);
      return [
        { name: 'RSS of the server before the first feed', value: mb(rssBefore), note: 'no search lines in memory: a list has them from its first search with many matches, and nothing searched' },
        { name: `Product feed of ${count} live products, no rules (GET /feeds/products, read whole)`, value: s(plain.elapsed), note: `best of ${ROUNDS}; ${plain.entries.toLocaleString('en-US')} entries; server CPU ${s(plain.cpu)}` },
        { name: `Same feed with 20 active rules`, value: s(ruled.elapsed), note: `best of ${ROUNDS}; ${ruled.entries.toLocaleString('en-US')} entries (Brand 7 left out); server CPU ${s(ruled.cpu)}` },
        { name: 'Feed with rules / without', value: `${feedRatio.toFixed(2)}×`, target: '≤ 1.5×', note: `${feedRatio <= 1.5 ? 'met' : 'NOT met'}; ${cpuNote(ruled.cpu / plain.cpu)}` },
        { name: `Preview of the 20 rules over ${count} products`, value: s(previewMs), note: `${preview.excluded.toLocaleString('en-US')} excluded; server CPU ${s(previewCpu)}` },
        { name: 'Preview / feed with rules', value: `${previewRatio.toFixed(2)}×`, target: '≤ 2×', note: `${previewRatio <= 2 ? 'met' : 'NOT met'}; ${cpuNote(previewCpu / ruled.cpu)}` },
        { name: 'Peak RSS of the server over the feeds and the preview', value: mb(peak), target: '< 300 MB', note: peak < 300 * 2 ** 20 ? 'met' : 'NOT met' },
        { name: 'What the feeds and the preview add to it (peak less the RSS before)', value: mb(peak - rssBefore), note: 'their batches and buffers: nothing is kept per product' },
        {
          name: 'RSS of the server after a search of each list, once both lists\' search lines are in memory',
          value: withLines ? mb(withLines) : 'none',
          note: withLines ? `the search lines of ${count} drafts and ${count} live products (products-list bench), which grow with the catalog` : `no search lines below ${SEARCH_LINES_FROM.toLocaleString('en-US')} products`,
        },
        machineLoad(loadAtStart),
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
