import { EntityManager } from '@mikro-orm/knex';
import { performance } from 'node:perf_hooks';
import { ProductListsService } from '../api/src/products/product-lists.service';
import { startTestApp } from '../tests/support/app';
import type { Bench, BenchResult } from './bench-result';

const DRAFTS = 1_000_000;
const IMPORTS = 10;
const PAGE = 50;
const ROUNDS = 5;
const BRANDS = 20;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1];
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** 1,000,000 drafts in ten "imports" of 100,000 (each with its own created_at), generated inside the database. */
async function generate(em: EntityManager): Promise<void> {
  const brandRows = Array.from({ length: BRANDS }, (_, i) => `('Brand ${i}', ?, ?, ?)`).join(', ');
  const now = new Date();
  await em.execute(`INSERT INTO brands (name, active, created_at, updated_at) VALUES ${brandRows}`,
    Array.from({ length: BRANDS }, () => [true, now, now]).flat(), 'run');
  const perImport = DRAFTS / IMPORTS;
  for (let i = 0; i < IMPORTS; i++) {
    const at = new Date(Date.UTC(2026, 0, 1 + i));
    await em.execute(
      `INSERT INTO draft_products (brand_id, part_number, title, description, link, image_link, price, is_kit, search_key, created_at, updated_at)
       WITH RECURSIVE seq(n) AS (SELECT ? UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
       SELECT (SELECT MIN(id) FROM brands) + n % ${BRANDS}, 'PN-' || n, 'Brake pad set ' || n, 'Ceramic brake pads',
              'https://shop.example.com/p/' || n, 'https://shop.example.com/i/' || n, 10 + n % 90, n % 7 = 0,
              'pn-' || n || ' brake pad set ' || n, ?, ?
       FROM seq`,
      [i * perImport, (i + 1) * perImport - 1, at, at],
      'run',
    );
  }
}

export const bench: Bench = {
  title: 'Products: draft and live lists on 1,000,000 drafts',
  async run(): Promise<BenchResult[]> {
    const t = await startTestApp();
    try {
      const em = t.app.get(EntityManager).fork();
      const started = performance.now();
      await generate(em);
      const generatedIn = (performance.now() - started) / 1000;
      const admin = await t.as(t.admin);

      const time = async (query: Record<string, string | number>) => {
        const start = performance.now();
        const response = await admin.get('/parts/draft').query(query);
        const elapsed = performance.now() - start;
        if (response.status !== 200) throw new Error(`list failed: ${response.text}`);
        return elapsed;
      };
      const lists = t.app.get(ProductListsService);
      const skips = [0, PAGE, 10 * PAGE, 10_000, 100_000, 250_000, 499_950, 500_000, 750_000, DRAFTS - 10_000, DRAFTS - PAGE];
      const firstDeep = performance.now();
      await lists.list('draft', DRAFTS - PAGE, PAGE);
      const firstDeepMs = performance.now() - firstDeep;
      const pages: number[] = [];
      const deep: number[] = [];
      const service: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const skip of skips) {
          const elapsed = await time({ skip, limit: PAGE });
          pages.push(elapsed);
          if (skip >= 250_000) deep.push(elapsed);
          const start = performance.now();
          await lists.list('draft', skip, PAGE);
          service.push(performance.now() - start);
        }
      }
      const auth: number[] = [];
      for (let round = 0; round < 20; round++) {
        const start = performance.now();
        await admin.get('/auth/me');
        auth.push(performance.now() - start);
      }
      const searches: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const search of ['PN-123456', 'brand 7', 'pad set 99999', 'no such part']) searches.push(await time({ search, limit: PAGE }));
      }
      const big = await time({ skip: 0, limit: 250 });
      return [
        { name: 'generate 1,000,000 drafts (set-based SQL)', value: `${generatedIn.toFixed(1)} s` },
        { name: `page of ${PAGE}, p95 over ${pages.length} requests (first to last page)`, value: ms(percentile(pages, 95)), target: '< 50 ms' },
        { name: 'deep pages (skip >= 250,000), p95', value: ms(percentile(deep, 95)), target: '< 50 ms' },
        { name: 'same pages in the service (SQL only, no HTTP), p95', value: ms(percentile(service, 95)) },
        { name: 'GET /auth/me p95 (HTTP and sign-in check alone, for comparison)', value: ms(percentile(auth, 95)) },
        {
          name: 'first deep page after a change (count and position anchors rebuilt)',
          value: ms(firstDeepMs),
          note: 'once per import/publish or per minute',
        },
        { name: 'first page of 250', value: ms(big) },
        {
          name: 'search (part number, title, brand; contains), p95',
          value: ms(percentile(searches, 95)),
          note: 'contains-search: one pass over the covering list index to count matches',
        },
      ];
    } finally {
      await t.close();
    }
  },
};
