import { Client } from 'pg';
import { inPostgresTransaction, psql } from '../postgres/database';
import { insertGeneratedItems, refreshAggregates } from '../postgres/generated-items';

/** The server the bench's database lives on: the same as bench/postgres/database.ts. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

export interface NightlyData {
  url: string;
  /** Whether the rows were already there from an earlier run (generation skipped). */
  reused: boolean;
}

/**
 * The database `name`, created when missing and kept afterwards: ten million items take about twelve
 * minutes to generate, so a run finds them from the run before and generates only when the counts differ.
 */
export async function keptDatabase(name: string): Promise<string> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function count(url: string, table: string): Promise<number> {
  let n = 0;
  await inPostgresTransaction(url, async (_sql, raw) => {
    const [row] = await raw.all(`SELECT COUNT(*) AS n FROM ${table}`, []);
    n = Number(row.n);
  });
  return n;
}

/**
 * `items` current items and `products` live products in the migrated database at `url`, generated in SQL
 * unless exactly these counts are there already. Items as bench/postgres.bench.ts generates them (20 % kits,
 * 70 % with one of 250 brands); products that break none of Google's rules, so every one is in the feed.
 */
export async function ensureNightlyRows(url: string, items: number, products: number): Promise<boolean> {
  if ((await count(url, 'current_items')) === items && (await count(url, 'live_products')) === products) return true;
  await inPostgresTransaction(url, async (sql, raw) => {
    await raw.run('TRUNCATE current_items, live_products, draft_products, brands RESTART IDENTITY CASCADE', []);
    await insertGeneratedItems(raw, items);
    await raw.run(`INSERT INTO brands (name, active, created_at, updated_at)
      SELECT 'Brand ' || b, true, now(), now() FROM generate_series(0, 249) AS b`, []);
    await raw.run(`INSERT INTO live_products (brand_id, part_number, title, description, link, image_link, price, availability, condition,
        mpn, product_type, vehicle_make, is_kit, search_key, created_at, updated_at, is_live, published_at)
      SELECT 1 + i % 250, 'LP-' || i, 'Front brake pad set ' || i, 'Ceramic pads for 2015-2020 sedans, set ' || i,
        'https://shop.example.com/p/' || i, 'https://shop.example.com/i/' || i || '.jpg', 10 + (i % 1000) / 10.0, 'in stock', 'new',
        'MPN-' || i, 'Brake Pads', 'Toyota', i % 7 = 0, lower('lp-' || i || ' front brake pad set ' || i), now(), now(), true, now()
      FROM generate_series(1, ${products}) AS i`, []);
    await refreshAggregates(sql);
  });
  psql(url, 'VACUUM ANALYZE current_items; VACUUM ANALYZE current_item_keys; VACUUM ANALYZE live_products;');
  return false;
}
