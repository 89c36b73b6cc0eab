import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { writeFeedFile } from '../api/src/export/files/feed-file';
import { FeedItem, FeedOptions } from '../api/src/feeds/writer';
import type { Bench, BenchResult } from './bench-result';

const ITEMS = 1_000_000;
const BATCH = 1_000;
const ROUNDS = 3;
const OPTIONS: FeedOptions = {
  format_type: 'atom',
  feed_name: 'XML STOCKPRICE LOAD',
  include_price: true,
  include_availability: true,
  include_brand: true,
};

const BRANDS = Array.from({ length: 50 }, (_, i) => `Brand ${i} & Sons`);
const AVAILABILITY = ['in stock', 'out of stock', 'preorder', 'backorder'] as const;
const GOOGLE_AVAILABILITY: Record<string, string> = {
  'in stock': 'in_stock',
  'out of stock': 'out_of_stock',
  preorder: 'preorder',
  backorder: 'backorder',
};
const UPDATED = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 0, i + 1)));

/** Current items as the database query will hand them over: one batch at a time, never all at once. */
async function* itemBatches(total: number): AsyncGenerator<FeedItem[]> {
  for (let start = 0; start < total; start += BATCH) {
    const batch: FeedItem[] = [];
    for (let i = start; i < Math.min(start + BATCH, total); i++) {
      batch.push({
        id: `CI${i}`,
        part_number: `PN-${(i * 7919) % 1_000_003}-${i % 97}`,
        brand: i % 20 === 0 ? null : BRANDS[i % BRANDS.length],
        is_kit: i % 7 === 0,
        availability: AVAILABILITY[i % AVAILABILITY.length],
        price: i % 50 === 0 ? null : 1 + (i % 10_000) / 100,
        updated_at: UPDATED[i % UPDATED.length],
      });
    }
    yield batch;
  }
}

/**
 * The yardstick: the same elements from a bare template (no escaping, no options), written with
 * the same drain handling to the same kind of file. The feed writer must stay within 2x of it.
 */
async function plainTemplateWriter(path: string, total: number): Promise<void> {
  const out = createWriteStream(path, { flush: true, highWaterMark: 1024 * 1024 });
  out.write('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">\n');
  for await (const batch of itemBatches(total)) {
    let chunk = '';
    for (const item of batch) {
      chunk +=
        `  <entry>\n    <g:id>${item.id}</g:id>\n    <title>${item.part_number}</title>\n    <g:mpn>${item.part_number}</g:mpn>\n` +
        (item.brand ? `    <g:brand>${item.brand}</g:brand>\n` : '') +
        (item.price !== null ? `    <g:price>${item.price.toFixed(2)} USD</g:price>\n` : '') +
        `    <g:availability>${GOOGLE_AVAILABILITY[item.availability]}</g:availability>\n` +
        `    <updated>${item.updated_at!.toISOString()}</updated>\n  </entry>\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end('</feed>');
  await finished(out);
}

interface Timing {
  seconds: number;
  /** CPU time of this process: steadier than wall time when other work shares the machine. */
  cpuSeconds: number;
  peakRssMb: number;
}

/** Wall and CPU time of `work`, and peak resident memory sampled often enough to catch a growing queue. */
async function timed(work: () => Promise<unknown>): Promise<Timing> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuStarted);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMb: peak / 1024 / 1024 };
}

async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'feed-bench-'));
  const plainPath = join(dir, 'plain.xml');
  const feedPath = join(dir, 'feed.xml');
  try {
    await plainTemplateWriter(plainPath, 20_000);
    await writeFeedFile(feedPath, itemBatches(20_000), OPTIONS);

    const plainTimes: Timing[] = [];
    const feedTimes: Timing[] = [];
    let peakRssMb = 0;
    let items = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const plain = await timed(() => plainTemplateWriter(plainPath, ITEMS));
      const feed = await timed(async () => {
        items = (await writeFeedFile(feedPath, itemBatches(ITEMS), OPTIONS)).items;
      });
      plainTimes.push(plain);
      feedTimes.push(feed);
      peakRssMb = Math.max(peakRssMb, plain.peakRssMb, feed.peakRssMb);
      console.log(
        `feed writer round ${round + 1}: plain template ${plain.seconds.toFixed(2)} s (CPU ${plain.cpuSeconds.toFixed(2)} s), ` +
          `feed writer ${feed.seconds.toFixed(2)} s (CPU ${feed.cpuSeconds.toFixed(2)} s)`,
      );
    }
    if (items !== ITEMS) throw new Error(`feed writer wrote ${items} items, expected ${ITEMS}`);

    const best = (timings: Timing[], key: 'seconds' | 'cpuSeconds') => Math.min(...timings.map((t) => t[key]));
    const plainBest = best(plainTimes, 'seconds');
    const feedBest = best(feedTimes, 'seconds');
    const ratio = feedBest / plainBest;
    const cpuRatio = best(feedTimes, 'cpuSeconds') / best(plainTimes, 'cpuSeconds');
    const fileMb = statSync(feedPath).size / 1024 / 1024;
    const rows = [
      {
        name: 'XML feed, 1,000,000 items (Atom, all fields), feed writer',
        value: `${feedBest.toFixed(2)} s`,
        note: `${((feedBest / ITEMS) * 1e6).toFixed(2)} µs/item, CPU ${best(feedTimes, 'cpuSeconds').toFixed(2)} s, ${fileMb.toFixed(0)} MB file; best of ${ROUNDS}`,
      },
      {
        name: 'XML feed, same rows, plain string-template writer',
        value: `${plainBest.toFixed(2)} s`,
        note: `${((plainBest / ITEMS) * 1e6).toFixed(2)} µs/item, CPU ${best(plainTimes, 'cpuSeconds').toFixed(2)} s; best of ${ROUNDS}`,
      },
      {
        name: 'XML feed writer / plain template',
        value: `${ratio.toFixed(2)}×`,
        note: `target ≤ 2× (${ratio <= 2 ? 'met' : 'NOT met'}); CPU-time ratio ${cpuRatio.toFixed(2)}×`,
      },
      {
        name: 'XML feed, peak RSS',
        value: `${peakRssMb.toFixed(0)} MB`,
        note: `target < 300 MB (${peakRssMb < 300 ? 'met' : 'NOT met'})`,
      },
    ];
    for (const row of rows) console.log(`${row.name}: ${row.value}${row.note ? ` (${row.note})` : ''}`);
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const bench: Bench = { title: 'XML feed export (1,000,000 items)', run };
