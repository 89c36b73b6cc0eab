import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { backupSqlite } from '../api/src/cli/backup';
import type { Bench, BenchResult } from './bench-result';
import { generateItems, ITEMS, partNumber, writeAvailabilityFile, writePriceFile } from './current-items/data';
import { ImportRun, importThroughHttp, latencyP95, mb, ms, p95, s, timedGet } from './support/http';
import { NATIVE_AVAILABILITY, NATIVE_AVAILABILITY_KEYED, NATIVE_PRICE, NATIVE_PRICE_KEYED, nativeImport, NativePath } from './current-items/native';
import { BenchServer, startBenchServer } from './support/bench-server';

const SAMPLES = 60;
const READERS = 20;

async function listAndStatsLatency(server: BenchServer): Promise<BenchResult[]> {
  const last = ITEMS - 25;
  const pages: Array<[string, (k: number) => string]> = [
    ['GET /current first page (25), p95', () => '/current?skip=0&limit=25'],
    ['GET /current middle page (skip 500,000), p95', () => '/current?skip=500000&limit=25'],
    [`GET /current last page (skip ${last.toLocaleString('en-US')}), p95`, () => `/current?skip=${last}&limit=25`],
    ['GET /current?is_kit=true, a different deep page each time, p95', (k) => `/current?is_kit=true&skip=${((k * 7919) % 7999) * 25}&limit=25`],
    ['GET /current?is_kit=true&brand=brand 12, deep page, p95', () => '/current?is_kit=true&brand=brand%2012&skip=500&limit=25'],
    ['GET /current?brand=brand 1 (every brand name containing it), a different deep page each time, p95', (k) => `/current?brand=brand%201&skip=${((k * 7919) % 3000) * 25}&limit=25`],
  ];
  const results: BenchResult[] = [];
  for (const [name, path] of pages) results.push({ name, value: ms(await latencyP95(server, SAMPLES, path)), target: '< 50 ms' });
  results.push({ name: 'GET /current/stats, p95', value: ms(await latencyP95(server, SAMPLES, () => '/current/stats')), target: '< 50 ms' });
  const terms = Array.from({ length: SAMPLES }, (_, k) => partNumber(1 + ((k * 104_729) % ITEMS)).slice(4, 8).toLowerCase());
  results.push({
    name: 'GET /current?search=<4-character part-number substring>, p95',
    value: ms(await latencyP95(server, SAMPLES, (k) => `/current?search=${terms[k]}&limit=25`)),
    target: '< 100 ms',
    note: 'a different substring each time, such as "a3f1": matched anywhere in id, part number or brand; total counted exactly',
  });
  return results;
}

/** A native path the import is compared with: its name in the rows, the ratio it allows, and its run on its own copy of the database. */
interface NativeFloor {
  label: string;
  target: number;
  run: (file: string) => number;
}

/**
 * Ours through HTTP against the native paths (each on its own copy of the database taken before any import),
 * two rounds on two files, in alternating order (ours first, then ours last) so that the shared machine's
 * drift weighs on all sides alike; the ratio is given per round and of the summed times.
 */
async function importAgainstNative(server: BenchServer, label: string, route: string, files: string[], floors: NativeFloor[]) {
  const ours: ImportRun[] = [];
  const natives: number[][] = floors.map(() => []);
  const runNatives = (file: string) => floors.forEach((floor, k) => natives[k].push(floor.run(file)));
  for (const [round, file] of files.entries()) {
    if (round % 2 === 0) {
      ours.push(await importThroughHttp(server, route, file));
      runNatives(file);
    } else {
      runNatives(file);
      ours.push(await importThroughHttp(server, route, file));
    }
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const oursTotal = total(ours.map((run) => run.elapsed));
  const peak = Math.max(...ours.map((run) => run.peakRss));
  return [
    {
      name: `${label} import, 1,000,000 shuffled rows: POST ${route} (HTTP)`,
      value: ours.map((run) => s(run.elapsed)).join(' / '),
      note: `${files.length} rounds; ${ours.map((run) => run.body.current_items_updated).join(' / ')} items changed`,
    },
    ...floors.flatMap((floor, k) => {
      const ratios = ours.map((run, round) => run.elapsed / natives[k][round]);
      return [
        { name: `${label} import, native: ${floor.label}`, value: natives[k].map(s).join(' / '), note: 'same files, same rounds' },
        {
          name: `${label} import: ours / native (${floor.label})`,
          value: `${(oursTotal / total(natives[k])).toFixed(2)}×`,
          target: `≤ ${floor.target}× in every round`,
          note: `rounds: ${ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(' / ')}; ${ratios.every((ratio) => ratio <= floor.target) ? 'met' : 'NOT met'}`,
        },
      ];
    }),
    {
      name: `Peak RSS of the API process during the ${label.toLowerCase()} imports`,
      value: ours.map((run) => mb(run.peakRss)).join(' / '),
      target: '< 250 MB in every round',
      note: `${peak < 250 * 2 ** 20 ? 'met' : 'NOT met'}; VmHWM of the server process alone, in-memory list index included; it held ${ours.map((run) => mb(run.rssBefore)).join(' / ')} before each import`,
    },
  ];
}

/** 20 clients page through the list and read the stats, each request after the previous answer, while a 1,000,000-row import runs. */
async function readersDuringImport(server: BenchServer, file: string): Promise<BenchResult[]> {
  const listTimes: number[] = [];
  const statsTimes: number[] = [];
  let failures = 0;
  let importing = true;
  const timed = (path: string, into: number[]) => timedGet(server, path).then((time) => void into.push(time), () => void failures++);
  const readers = Array.from({ length: READERS }, async (_, r) => {
    for (let k = 0; importing; k++) {
      await timed(`/current?skip=${((r * 7919 + k * 104_729) % (ITEMS / 25)) * 25}&limit=25`, listTimes);
      await timed('/current/stats', statsTimes);
    }
  });
  const during = await importThroughHttp(server, '/current/import-price', file);
  importing = false;
  await Promise.all(readers);
  const answered = `${failures} of ${listTimes.length + statsTimes.length + failures} requests failed`;
  return [
    {
      name: `GET /current with ${READERS} concurrent readers during a 1,000,000-row price import, p95`,
      value: ms(p95(listTimes)),
      note: `${listTimes.length} requests; ${answered}; the import took ${s(during.elapsed)}`,
    },
    { name: `GET /current/stats with ${READERS} concurrent readers during the import, p95`, value: ms(p95(statsTimes)), note: `${statsTimes.length} requests` },
    {
      name: `Peak RSS of the API process during that import and its ${READERS} readers`,
      value: mb(during.peakRss),
      target: '< 250 MB',
      note: `${during.peakRss < 250 * 2 ** 20 ? 'met' : 'NOT met'}; it held ${mb(during.rssBefore)} before`,
    },
  ];
}

export const bench: Bench = {
  title: 'Current items: 1,000,000 items, price and availability imports, list and stats latency',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-current-'));
    const server = await startBenchServer(join(dir, 'data'));
    try {
      const results: BenchResult[] = [];
      const loadAtStart = loadavg()[0];
      const startedRss = server.rss();
      let start = performance.now();
      await generateItems(server.sqlitePath);
      results.push({ name: 'Generate 1,000,000 current items (one INSERT … SELECT, SQL)', value: s(performance.now() - start) });

      const prices = [0, 1, 2].map((round) => join(dir, `prices-${round}.csv`));
      const availability = [0, 1].map((round) => join(dir, `availability-${round}.csv`));
      for (const [round, file] of prices.entries()) await writePriceFile(file, round);
      for (const [round, file] of availability.entries()) await writeAvailabilityFile(file, round);
      // The native path's database: a copy in the same state, taken before our imports change anything.
      const native = await backupSqlite(server.sqlitePath, join(dir, 'native'));
      const nativeKeyed = await backupSqlite(server.sqlitePath, join(dir, 'native-keyed'));
      const floors = (plain: NativePath, keyed: NativePath): NativeFloor[] => [
        { label: 'sqlite3 .import + one UPDATE … FROM', target: 1.5, run: (file) => nativeImport(native, file, plain) },
        { label: 'the same, staged into a keyed table', target: 1.3, run: (file) => nativeImport(nativeKeyed, file, keyed) },
      ];

      start = performance.now();
      await timedGet(server, '/current?limit=25');
      results.push({
        name: 'First GET /current after the items changed (builds the in-memory list index)',
        value: ms(performance.now() - start),
        note: `API process RSS ${mb(startedRss)} when started (no items), ${mb(server.rss())} with the index`,
      });
      results.push(...(await listAndStatsLatency(server)));
      results.push(...(await importAgainstNative(server, 'Price', '/current/import-price', prices.slice(0, 2), floors(NATIVE_PRICE, NATIVE_PRICE_KEYED))));
      results.push(
        ...(await importAgainstNative(server, 'Availability', '/current/import-availability', availability, floors(NATIVE_AVAILABILITY, NATIVE_AVAILABILITY_KEYED))),
      );
      results.push(...(await readersDuringImport(server, prices[2])));
      results.push({
        name: 'Machine load average (1 minute) at the start / at the end of this bench',
        value: `${loadAtStart.toFixed(2)} / ${loadavg()[0].toFixed(2)}`,
        note: `${cpus().length} cores shared with other work: times vary from run to run`,
      });
      return results;
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
