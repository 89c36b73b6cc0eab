import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import { startTestApp } from '../tests/support/app';
import { productCsv, productRow } from '../tests/support/product-csv';
import type { Bench, BenchResult } from './bench-result';

const ROWS = 100_000;
const FILES = 2;

/** Two CSV files of 50,000 rows each with a few detail columns, written to a temporary folder. */
async function writeFiles(dir: string): Promise<string[]> {
  const paths: string[] = [];
  const perFile = ROWS / FILES;
  for (let f = 0; f < FILES; f++) {
    const path = join(dir, `products-${f}.csv`);
    const out = createWriteStream(path);
    for (let start = 0; start < perFile; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = f * perFile + start + i;
        return productRow(`PN-${n}`, {
          price: (5 + (n % 5000) / 100).toFixed(2),
          availability: 'in stock',
          condition: 'new',
          product_type: 'Brake Pads',
          is_kit: n % 7 === 0 ? 'true' : 'false',
          vehicle_make: 'Toyota',
        });
      });
      const text = productCsv(rows);
      if (!out.write(start === 0 ? text : text.slice(text.indexOf('\n') + 1))) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    paths.push(path);
  }
  return paths;
}

export const bench: Bench = {
  title: 'Products: draft import (POST /parts/import)',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-products-'));
    const t = await startTestApp();
    try {
      const paths = await writeFiles(dir);
      const admin = await t.as(t.admin);
      const brand = (await admin.post('/brands').send({ name: 'Bench Brand' })).body.id as number;
      const timed = async () => {
        let request = admin.post('/parts/import').field('brand_id', String(brand));
        for (const path of paths) request = request.attach('files', path);
        const start = performance.now();
        const response = await request;
        const seconds = (performance.now() - start) / 1000;
        if (response.status !== 200) throw new Error(`import failed: ${response.text}`);
        return { seconds, stats: response.body.stats };
      };
      const fresh = await timed();
      const again = await timed();
      const target = '< 10 s';
      return [
        {
          name: `import ${ROWS.toLocaleString('en-US')} new rows (${FILES} files)`,
          value: `${fresh.seconds.toFixed(2)} s (${Math.round(ROWS / fresh.seconds).toLocaleString('en-US')} rows/s)`,
          target,
          note: `processed ${fresh.stats.processed}, duplicates ${fresh.stats.duplicates}`,
        },
        {
          name: `re-import the same ${ROWS.toLocaleString('en-US')} rows (all updates)`,
          value: `${again.seconds.toFixed(2)} s`,
          target,
          note: `duplicates ${again.stats.duplicates}`,
        },
      ];
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
