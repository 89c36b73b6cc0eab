/** tests/fixtures/category-search-queries.csv: what operators type into taxonomy search, with the category they mean. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { repositoryRoot } from './part-type-fixture';

export interface SearchQuery {
  query: string;
  category_id: number;
}

export interface SearchAccuracy {
  total: number;
  top1: number;
  top3: number;
  /** Queries whose category is not among the first three results, with what came instead. */
  misses: Array<{ query: string; expected: number; found: number[] }>;
}

export function loadSearchQueries(): SearchQuery[] {
  const file = join(repositoryRoot(), 'tests', 'fixtures', 'category-search-queries.csv');
  const rows: Array<Record<string, string>> = parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true });
  return rows.map((row) => ({ query: row.query, category_id: Number(row.category_id) }));
}

/** Runs every query through `search` (the first ids it answers, best first) and counts top-1 and top-3 hits. */
export async function measureSearchAccuracy(queries: SearchQuery[], search: (q: string) => Promise<number[]>): Promise<SearchAccuracy> {
  let top1 = 0;
  let top3 = 0;
  const misses: SearchAccuracy['misses'] = [];
  for (const { query, category_id } of queries) {
    const found = (await search(query)).slice(0, 3);
    if (found[0] === category_id) top1++;
    if (found.includes(category_id)) top3++;
    else misses.push({ query, expected: category_id, found });
  }
  return { total: queries.length, top1, top3, misses };
}
