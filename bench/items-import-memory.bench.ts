import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench, BenchResult } from './bench-result';
import { ITEMS, partNumber, writeShuffled } from './current-items/data';
import { startBenchServer } from './support/bench-server';
import { ImportRun, importThroughHttp, mb, s, timedGet } from './support/http';
import { loadNow, machineLoad } from './support/machine-load';

/** Items imported; BENCH_IMPORT_ITEMS=50000 proves the bench runs in seconds. */
const COUNT = Number(process.env.BENCH_IMPORT_ITEMS ?? ITEMS);

const row = (name: string, run: ImportRun, note: string): BenchResult => ({
  name,
  value: mb(run.peakRss),
  target: '< 250 MB',
  note: `${run.peakRss < 250 * 2 ** 20 ? 'met' : 'NOT met'}; ${mb(run.rssBefore)} before; the import took ${s(run.elapsed)}; ${note}`,
});

/**
 * The SQLite item import's own peak (issue 31, point 4), apart from the lists and other imports of the
 * current-items bench: the API process's VmHWM over one POST /current/import of every item, into an
 * empty table, then over the same file again (every item found, none changed) once the list index the
 * Current Items screen reads has been built behind the first GET /current.
 */
export const bench: Bench = {
  title: 'Current items: the item import\'s peak memory on SQLite',
  async run(): Promise<BenchResult[]> {
    const loadAtStart = loadNow();
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-items-memory-'));
    const file = join(dir, 'items.csv');
    // Debug shows when the list index is built (ListIndexService).
    const server = await startBenchServer(join(dir, 'data'), '', { LOG_LEVEL: 'debug' });
    try {
      await writeShuffled(file, 'id,item_number,price,stock_status', (i) => `${i},${partNumber(i)},${((i % 10000) / 100 + 1).toFixed(2)},in stock`, COUNT);
      const count = COUNT.toLocaleString('en-US');
      const created = await importThroughHttp(server, '/current/import', file);
      const firstList = await timedGet(server, '/current?skip=0&limit=25');
      // The first request reads the table while the index is built behind it: the next import waits for it.
      const [, builtMs] = await server.logged(/Current items list index built: \d+ items in (\d+) ms/, 600_000);
      const withIndex = server.rss();
      const again = await importThroughHttp(server, '/current/import', file);
      return [
        row(`Peak RSS of the API process over POST /current/import of ${count} new items (shuffled)`, created, `${(created.body.imported as number).toLocaleString('en-US')} imported`),
        { name: 'RSS once GET /current has built the list index', value: mb(withIndex), note: `built behind the first page after the import (${s(firstList)}) in ${s(Number(builtMs))}` },
        row(`Peak RSS over the same import again, with the list index in memory`, again, `${(again.body.unchanged as number).toLocaleString('en-US')} unchanged`),
        machineLoad(loadAtStart),
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
