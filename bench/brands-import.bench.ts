import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startTestApp } from '../tests/support/app';
import type { Bench, BenchResult } from './bench-result';

const BRANDS = 500;
const PARTS_PER_BRAND = 200;
const ROWS = BRANDS * PARTS_PER_BRAND;
const TYPES = ['Brake Pad Set', 'Brake Disc', 'Oil Filter', 'Air Filter', 'Spark Plug', 'Wiper Blade', 'Shock Absorber', 'Water Pump'];

/** 100,000 rows: 500 brands with 200 parts each, a part type on every row (changed by `typeShift`). */
function brandPartsCsv(typeShift: number): string {
  const lines = ['brand,part_number,part_type'];
  for (let b = 0; b < BRANDS; b++) {
    for (let p = 0; p < PARTS_PER_BRAND; p++) {
      lines.push(`Brand ${b} Automotive,PN-${b}-${String(p).padStart(6, '0')},${TYPES[(p + typeShift) % TYPES.length]}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const bench: Bench = {
  title: 'Brands: import and export of 100,000 brand parts',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'partsfeed-bench-brands-'));
    const t = await startTestApp();
    try {
      const admin = await t.as(t.admin);
      const first = join(dir, 'brands-parts.csv');
      const again = join(dir, 'brands-parts-retyped.csv');
      writeFileSync(first, brandPartsCsv(0));
      writeFileSync(again, brandPartsCsv(1));

      const timed = async (file: string) => {
        const start = performance.now();
        const response = await admin.post('/brands/upload').attach('file', file);
        const elapsed = performance.now() - start;
        if (response.status !== 200 || response.body.parts !== ROWS) throw new Error(`import failed: ${response.status} ${response.text.slice(0, 300)}`);
        return { elapsed, body: response.body as { created: number; updated: number } };
      };
      const created = await timed(first);
      const updated = await timed(again);

      const exports: BenchResult[] = [];
      for (const format of ['csv', 'xlsx'] as const) {
        const start = performance.now();
        const response = await admin.get(`/brands/export?format=${format}&include_parts=true&include_stats=true`).buffer(true);
        if (response.status !== 200) throw new Error(`export failed: ${response.status}`);
        exports.push({
          name: `GET /brands/export?format=${format} with ${ROWS.toLocaleString('en-US')} parts, HTTP`,
          value: seconds(performance.now() - start),
          target: format === 'csv' ? '< 5 s' : '< 15 s',
          note: 'streamed; includes parts and statistics',
        });
      }

      return [
        {
          name: `POST /brands/upload, ${ROWS.toLocaleString('en-US')} rows (${BRANDS} new brands), empty database, HTTP`,
          value: seconds(created.elapsed),
          target: '< 5 s',
          note: `created ${created.body.created}, updated ${created.body.updated}; upload, parse, staging and upsert in one transaction`,
        },
        {
          name: `POST /brands/upload, same ${ROWS.toLocaleString('en-US')} parts again with changed part types, HTTP`,
          value: seconds(updated.elapsed),
          target: '< 5 s',
          note: `created ${updated.body.created}, updated ${updated.body.updated}`,
        },
        ...exports,
      ];
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
