import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench, BenchResult } from './bench-result';
import { generateItems } from './current-items/data';
import { latencyP95, mb, ms, s, streamExport } from './support/http';
import { startBenchServer } from './support/bench-server';

/** BENCH_EXPORT_ITEMS=20000 proves the bench at a small size; the section's figures are for the default. */
const ITEMS = Number(process.env.BENCH_EXPORT_ITEMS ?? 1_000_000);
const SAMPLES = 40;

export const bench: Bench = {
  title: `Current items: sorts, availability filter and CSV export at ${ITEMS.toLocaleString('en-US')} items (SQLite)`,
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-export-'));
    const server = await startBenchServer(join(dir, 'data'));
    try {
      await generateItems(server.sqlitePath, ITEMS);
      const deep = Math.floor(ITEMS / 2);
      const lists: Array<[string, string, string]> = [
        ['GET /current?sort=id (numeric), first page, p95', '/current?sort=id&limit=25', '< 50 ms'],
        ['GET /current?sort=price&order=desc, first page, p95', '/current?sort=price&order=desc&limit=25', '< 50 ms'],
        ['GET /current?sort=brand, first page, p95', '/current?sort=brand&limit=25', '< 50 ms'],
        ['GET /current?sort=updated_at&order=desc, first page, p95', '/current?sort=updated_at&order=desc&limit=25', '< 50 ms'],
        ['GET /current?availability=in stock, first page, p95', '/current?availability=in%20stock&limit=25', '< 50 ms'],
        [`GET /current?sort=price, deep page (skip ${deep.toLocaleString('en-US')}), p95`, `/current?sort=price&skip=${deep}&limit=25`, ''],
      ];
      const results: BenchResult[] = [];
      for (const [name, path, target] of lists) results.push({ name, value: ms(await latencyP95(server, SAMPLES, () => path)), target });

      server.resetPeak();
      const before = server.rss();
      const all = await streamExport(server, 'format=csv');
      if (all.lines !== ITEMS + 1) throw new Error(`the export had ${all.lines} lines, expected ${ITEMS + 1}`);
      results.push({
        name: `GET /current/export?format=csv, all ${ITEMS.toLocaleString('en-US')} items streamed`,
        value: s(all.elapsed),
        note: `${mb(all.bytes)} of CSV, ${all.lines.toLocaleString('en-US')} lines; server RSS ${mb(before)} before, peak ${mb(server.peakRss())} during`,
      });
      const kits = await streamExport(server, 'format=csv&is_kit=true&brand=brand%201');
      results.push({ name: 'GET /current/export?is_kit=true&brand=brand 1 (a filtered export)', value: s(kits.elapsed), note: `${(kits.lines - 1).toLocaleString('en-US')} items` });
      return results;
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
