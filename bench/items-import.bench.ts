import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupSqlite } from '../api/src/cli/backup';
import type { Bench, BenchResult } from './bench-result';
import { inIdOrder, ITEMS, partNumber, shuffled, writeLines } from './current-items/data';
import { ItemImportMode, nativeItemImport } from './current-items/native';
import { startBenchServer } from './support/bench-server';
import { ImportRun, importThroughHttp, mb, s } from './support/http';
import { loadNow, machineLoad } from './support/machine-load';

/** Items per file; BENCH_IMPORT_ITEMS=100000 proves the bench runs in a minute. */
const COUNT = Number(process.env.BENCH_IMPORT_ITEMS ?? ITEMS);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 2);

/** Every item once, shuffled or in id order: round 0's prices for the fresh imports, round 1's (most differ) for the re-import. */
const writeItemsFile = (path: string, round: number, order: Int32Array) =>
  writeLines(path, 'id,item_number,price,stock_status', (i) => `${i},${partNumber(i)},${(((i * (round + 1)) % 9973) / 100 + 1 + round).toFixed(2)},in stock`, order);

interface Round {
  ours: ImportRun;
  native: number;
}

/**
 * One import of the file by ours (over HTTP) and by sqlite3's CLI (on a copy of the server's database taken
 * just before, so both start from the same state), ours first in even rounds and native first in odd ones,
 * so that the shared machine's drift weighs on both sides alike.
 */
async function againstNative(sqlitePath: string, copies: string, apiImport: () => Promise<ImportRun>, file: string, mode: ItemImportMode, round: number): Promise<Round> {
  const copy = await backupSqlite(sqlitePath, copies);
  try {
    if (round % 2 === 0) {
      const ours = await apiImport();
      return { ours, native: nativeItemImport(copy, file, mode) };
    }
    const native = nativeItemImport(copy, file, mode);
    return { ours: await apiImport(), native };
  } finally {
    rmSync(copy, { force: true });
  }
}

function rows(label: string, rounds: Round[], changed: (run: ImportRun) => number): BenchResult[] {
  const ratios = rounds.map((round) => round.ours.elapsed / round.native);
  return [
    { name: `${label}: POST /current/import (HTTP), per round`, value: rounds.map((round) => s(round.ours.elapsed)).join(' / '), note: `${rounds.map((round) => changed(round.ours).toLocaleString('en-US')).join(' / ')} items written` },
    { name: `${label}: sqlite3 .import + INSERT … SELECT into current_items, per round`, value: rounds.map((round) => s(round.native)).join(' / '), note: 'same file, on a copy of the database in the same state' },
    {
      name: `${label}: ours / native, per round`,
      value: ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(' / '),
      target: '≤ 1.5× in every round',
      note: ratios.every((ratio) => ratio <= 1.5) ? 'met' : 'NOT met',
    },
    {
      name: `${label}: peak RSS of the API process`,
      value: rounds.map((round) => mb(round.ours.peakRss)).join(' / '),
      target: '< 250 MB',
      note: `${rounds.every((round) => round.ours.peakRss < 250 * 2 ** 20) ? 'met' : 'NOT met'}; ${rounds.map((round) => mb(round.ours.rssBefore)).join(' / ')} before`,
    },
  ];
}

/**
 * Issue 31, point 1: the SQLite item import against sqlite3's CLI, the same file into the same table with
 * the same indexes. Each round starts an API on an empty database, imports every item into it (all ids
 * new, shuffled), then imports them again with new prices (every item updated); then another API on an
 * empty database imports every item in id order, the order in which sqlite3's own insert is fastest. The
 * native side does each on a copy of the database in the state ours started from, in alternating order.
 */
export const bench: Bench = {
  title: 'Current items: the item import against sqlite3\'s CLI on SQLite',
  async run(): Promise<BenchResult[]> {
    const loadAtStart = loadNow();
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-items-import-'));
    try {
      const fresh = join(dir, 'items.csv');
      const ordered = join(dir, 'items-in-id-order.csv');
      const changed = join(dir, 'items-changed.csv');
      await writeItemsFile(fresh, 0, shuffled(COUNT));
      await writeItemsFile(ordered, 0, inIdOrder(COUNT));
      await writeItemsFile(changed, 1, shuffled(COUNT));
      const created: Round[] = [];
      const createdInOrder: Round[] = [];
      const updated: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startBenchServer(join(dir, `data-${round}`));
        try {
          const copies = join(dir, 'copies');
          created.push(await againstNative(server.sqlitePath, copies, () => importThroughHttp(server, '/current/import', fresh), fresh, 'fresh', round));
          updated.push(await againstNative(server.sqlitePath, copies, () => importThroughHttp(server, '/current/import', changed), changed, 're-import', round));
        } finally {
          await server.stop();
        }
        const again = await startBenchServer(join(dir, `data-${round}-in-order`));
        try {
          createdInOrder.push(await againstNative(again.sqlitePath, join(dir, 'copies'), () => importThroughHttp(again, '/current/import', ordered), ordered, 'fresh', round));
        } finally {
          await again.stop();
        }
      }
      const count = COUNT.toLocaleString('en-US');
      return [
        ...rows(`Item import of ${count} new items (shuffled)`, created, (run) => run.body.imported as number),
        ...rows(`Item import of ${count} new items in id order`, createdInOrder, (run) => run.body.imported as number),
        ...rows(`Item re-import of the ${count} items, new prices (shuffled)`, updated, (run) => run.body.updated as number),
        machineLoad(loadAtStart),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
