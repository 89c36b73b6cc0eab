import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Bench, BenchResult } from './bench-result';
import { startBenchServer } from './support/bench-server';
import { importThroughHttp, mb, s } from './support/http';

/** Rows of the price file, every one naming an item that does not exist (BENCH_PROBLEM_ROWS; 1,000,000 by default). */
const ROWS = Number(process.env.BENCH_PROBLEM_ROWS ?? 1_000_000);

async function writeNotFoundPrices(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write('item_number,price\n');
  for (let start = 0; start < ROWS; start += 10_000) {
    let chunk = '';
    for (let i = start; i < Math.min(ROWS, start + 10_000); i++) chunk += `MISSING-${i},1.00\n`;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export const bench: Bench = {
  title: 'Imports: the problems CSV of a price file whose every row is not found',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-problems-'));
    const server = await startBenchServer(join(dir, 'data'));
    try {
      const file = join(dir, 'not-found.csv');
      await writeNotFoundPrices(file);
      const imported = await importThroughHttp(server, '/current/import-price', file);
      const importId = imported.body.import_id as number;

      server.resetPeak();
      const rssBefore = server.rss();
      const start = performance.now();
      const response = await fetch(`${server.apiUrl}/imports/${importId}/problems`, { headers: { Authorization: `Bearer ${server.token}` } });
      let lines = 0;
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      const elapsed = performance.now() - start;
      const peak = server.peakRss();
      if (response.status !== 200 || lines !== ROWS + 1) throw new Error(`problems download: ${response.status}, ${lines} lines for ${ROWS} rows`);
      return [
        {
          name: `price import of ${ROWS.toLocaleString('en-US')} not-found rows, problems stored`,
          value: s(imported.elapsed),
          note: `peak RSS ${mb(imported.peakRss)} (from ${mb(imported.rssBefore)})`,
        },
        {
          name: `GET /imports/{id}/problems: ${ROWS.toLocaleString('en-US')} rows, ${mb(bytes)} of CSV`,
          value: s(elapsed),
          note: `every row downloaded; streamed in keyset batches of 5,000`,
        },
        {
          name: 'server peak RSS while streaming the problems CSV',
          value: mb(peak),
          target: 'flat in the number of problems (batches of 5,000, never the whole CSV)',
          note: `${mb(rssBefore)} before the download`,
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
