import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { ListIndexService } from '../../api/src/current/list/list-index.service';
import { recomputeBrandCounts, recomputeTotals } from '../../api/src/current/stats/current-totals';
import { inSqliteTransaction } from '../support/sqlite-file';

export const ITEMS = 1_000_000;

/** The part number of item i, the same formula as the generating SQL (7919 is prime, so every one differs). */
export const partNumber = (i: number) => `PN-${((i * 7919) % 16777216).toString(16).toUpperCase().padStart(6, '0')}-${i % 10}`;

const AVAILABILITY = ['out of stock', 'backorder', 'preorder', 'in stock'];

/**
 * 1,000,000 items (or `count`) in one INSERT … SELECT over a counting CTE (20% kits, 70% with one of 250
 * brands, all 'in stock'), written into the running server's database with the stats
 * aggregates and the list version, in one transaction, as an import would leave them.
 */
export async function generateItems(sqlitePath: string, count = ITEMS): Promise<void> {
  await inSqliteTransaction(sqlitePath, async (sql, raw) => {
    await raw.run(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
      INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
      SELECT printf('%07d', i), printf('PN-%06X-%d', (i * 7919) % 16777216, i % 10),
        CASE WHEN i % 10 < 7 THEN 'Brand ' || (i % 250) END, i % 5 = 0, 'in stock', (i % 10000) / 100.0 + 1, ${Date.now()}
      FROM n`, []);
    await recomputeTotals(sql);
    await recomputeBrandCounts(sql);
    await ListIndexService.bump(sql);
  });
}

export function shuffled(count: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i + 1;
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Items 1 … count in id order. */
export function inIdOrder(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, k) => k + 1);
}

/** One line per item of `order`, in that order, streamed to disk. */
export async function writeLines(path: string, header: string, line: (i: number) => string, order: Int32Array): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${header}\n`);
  for (let start = 0; start < order.length; start += 10_000) {
    const chunk: string[] = [];
    for (let k = start; k < Math.min(order.length, start + 10_000); k++) chunk.push(line(order[k]));
    if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Every item (1 … count) once, in random order, streamed to disk. */
export const writeShuffled = (path: string, header: string, line: (i: number) => string, count = ITEMS) => writeLines(path, header, line, shuffled(count));

/** Prices for round 0, 1, 2…: most differ from the previous round's; from round 1 written with a dollar sign. */
export const writePriceFile = (path: string, round: number, count = ITEMS) =>
  writeShuffled(path, 'item_number,price', (i) => `${partNumber(i)},${round ? '$' : ''}${(((i * (round + 1)) % 9973) / 100 + 2 + round).toFixed(2)}`, count);

/** Availability for round 0, 1…: round 0 changes three of every four items (all start 'in stock'), later rounds every item. */
export const writeAvailabilityFile = (path: string, round: number, count = ITEMS) =>
  writeShuffled(path, 'item_number,stock_status', (i) => `${partNumber(i)},${AVAILABILITY[(i + round) % 4]}`, count);
