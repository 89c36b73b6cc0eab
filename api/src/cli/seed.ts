import { MikroORM, RequestContext } from '@mikro-orm/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.factory';
import { User } from '../auth/entities/user.entity';
import { SessionService } from '../auth/session.service';
import { loadConfig } from '../config/app-config';
import { brandPartsCsv, currentItemsCsv, DEMO_BRANDS, DEMO_PART_TYPES, itemBrandsCsv, productsCsv } from './seed/demo-data';
import { SeedClient } from './seed/seed-client';

const TAXONOMY = join(process.cwd(), 'tests', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');

interface Options {
  items: number;
  partsPerBrand: number;
  productsPerBrand: number;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const parsed = index >= 0 ? Number(argv[index + 1]) : fallback;
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} needs a whole number`);
    return parsed;
  };
  return { items: value('items', 10_000), partsPerBrand: value('parts', 500), productsPerBrand: value('products', 300) };
}

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run seed [-- --items N]`: fills the configured database with demo data through the
 * real API, so every rule (imports, aggregates, mappings) applies exactly as for an operator.
 */
async function seed(client: SeedClient, o: Options): Promise<void> {
  const brands = await client.upload<{ created: number }>('/brands/upload', [{ field: 'file', name: 'brands-parts.csv', text: brandPartsCsv(o.partsPerBrand) }]);
  say(`brands and parts: ${DEMO_BRANDS.length} brands, ${brands.created} parts created`);

  const brandList = await client.json<{ items: Array<{ id: number; name: string }> }>('GET', '/brands?limit=100');
  for (const brand of brandList.items.filter((b) => DEMO_BRANDS.slice(0, 4).includes(b.name))) {
    await client.upload('/parts/import', [{ field: 'files', name: `${brand.name}.csv`, text: productsCsv(brand.name, o.productsPerBrand) }], { brand_id: String(brand.id) });
  }
  const drafts = await client.json<{ products: Array<{ id: number }>; total: number }>('GET', '/parts/draft?skip=0&limit=40');
  for (const draft of drafts.products) await client.json('POST', `/parts/${draft.id}/publish`);
  say(`products: ${drafts.total} drafts, ${drafts.products.length} published`);

  await client.upload('/categories/upload-taxonomy', [{ field: 'file', name: 'taxonomy-with-ids.en-US.txt', text: readFileSync(TAXONOMY, 'utf8') }]);
  const analysis = await client.json<{ results: Array<{ part_type: string; best: { category_id: number; confidence: number } | null }> }>(
    'POST', '/categories/ai-analyze-part-types', { part_types: DEMO_PART_TYPES.slice(0, 20) },
  );
  const mappings = analysis.results
    .filter((r) => r.best)
    .map((r) => ({ part_type: r.part_type, suggested_category: r.best!.category_id, confidence: r.best!.confidence }));
  await client.json('POST', '/categories/apply-ai-mappings', { mappings });
  say(`categories: Google taxonomy loaded, ${mappings.length} part types mapped`);

  for (const kits of [false, true]) {
    await client.upload('/current/import', [{ field: 'file', name: kits ? 'kits.csv' : 'singles.csv', text: currentItemsCsv(o.items, kits) }], { is_kit: String(kits) });
  }
  await client.upload('/current/import-brands', [{ field: 'file', name: 'item-brands.csv', text: itemBrandsCsv(o.items) }]);
  say(`current items: ${o.items} items with brands`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config, ['error', 'warn']);
  await app.listen(0, '127.0.0.1');
  try {
    const orm = app.get(MikroORM);
    const { access_token } = await RequestContext.create(orm.em, async () => {
      const admin = await orm.em.findOneOrFail(User, { role: 'admin', is_active: true }, { orderBy: { id: 'asc' } });
      return app.get(SessionService).issue(admin);
    });
    const { port } = app.getHttpServer().address() as AddressInfo;
    await seed(new SeedClient(`http://127.0.0.1:${port}/api/v1`, access_token), options(process.argv.slice(2)));
    say('Seeded. Start the app with npm start and sign in as the first admin.');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
