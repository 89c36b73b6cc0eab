/**
 * Searches of a big Draft list (100,000 products or more) use the copy of its search lines that the
 * server keeps in worker threads (ProductSearchLinesService), built in the background at the first
 * search that can use it (not at start) and after every change: for totals that SQL would count in a long pass, and for pages of matches that
 * are all old. The built server (`dist/`; `npm test` builds it) runs on 120,000 drafts written into
 * its database before it starts. The test checks that:
 * - the server builds no copy until a search asks for it, and logs when it is built;
 * - totals of common, short, non-ASCII and wildcard terms, with brand names matching too, are the
 *   exact numbers of matching drafts, and pages of old matches the right drafts in the right order,
 *   as a model of the rows made here says;
 * - both come from the copy: a change written behind the API's back is not seen until a change
 *   through the API (a brand renamed, an import) rebuilds it, and then it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { productCsv, productRow } from '../support/product-csv';
import { call, ServerProcess, signIn, sqlite, startBuiltServer } from '../support/server-process';

jest.setTimeout(180_000);

const DRAFTS = 120_000;
/** Draft n has title TITLES[n % 4] and brand BRANDS[n % 5]. */
const TITLES = ['Brake pad set', 'Oil filter 100%', 'Spark plug_kit', 'Mirror ørsted'];
const BRANDS = ['Brand 0', 'Brand 1', 'Brand 2', 'Brand 3', 'ørsted parts'];
const BUILT = /Search lines of draft products in memory: (\d+) products/g;
const DROPPED = /Search lines of draft products dropped/g;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the drafts hold, as the API searches it: part number and title, and the brand's name. */
class DraftsModel {
  readonly titles = Array.from({ length: DRAFTS }, (_, n) => TITLES[n % 4]);
  readonly brands = [...BRANDS];

  /** How many drafts have the term, any case, in their part number, title or brand name. */
  total(term: string): number {
    return this.matching(term).length;
  }

  /** Part numbers of matches skip … skip + limit - 1, newest (highest n) first. */
  page(term: string, skip: number, limit: number): string[] {
    return this.matching(term)
      .reverse()
      .slice(skip, skip + limit)
      .map((n) => `PN-${n}`);
  }

  private matching(term: string): number[] {
    const t = term.toLowerCase();
    const found: number[] = [];
    for (let n = 0; n < DRAFTS; n++) {
      if (`pn-${n}`.includes(t) || this.titles[n].toLowerCase().includes(t) || this.brands[n % 5].toLowerCase().includes(t)) found.push(n);
    }
    return found;
  }
}

/** The sizes of the draft copies the server has logged as built, oldest first. */
const builds = (server: ServerProcess) => [...server.output.join('').matchAll(BUILT)].map((match) => Number(match[1]));
const drops = (server: ServerProcess) => [...server.output.join('').matchAll(DROPPED)].length;

async function until<T>(what: string, server: ServerProcess, found: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await wait(20)) {
    const value = found();
    if (value !== undefined) return value;
  }
  throw new Error(`${what}: ${server.output.join('')}`);
}

const untilBuilt = (server: ServerProcess, times: number) =>
  until(`the draft search counts were not built ${times} time(s)`, server, () => builds(server)[times - 1]);
const untilDropped = (server: ServerProcess, times: number) =>
  until(`the draft search counts were not dropped ${times} time(s)`, server, () => (drops(server) >= times ? true : undefined));

function writeDrafts(dataDir: string): void {
  const now = Date.parse('2026-11-20T10:00:00Z');
  sqlite(
    dataDir,
    `INSERT INTO brands (id, name, active, created_at, updated_at) VALUES
       ${BRANDS.map((name, i) => `(${i + 1}, '${name}', 1, ${now}, ${now})`).join(', ')};
     WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${DRAFTS - 1}),
       titled AS (SELECT i, 'PN-' || i AS part_number,
                    CASE i % 4 ${TITLES.map((title, k) => `WHEN ${k} THEN '${title}'`).join(' ')} END AS title FROM n)
     INSERT INTO draft_products (brand_id, part_number, title, description, link, image_link, price, is_kit, search_key, created_at, updated_at)
     SELECT i % 5 + 1, part_number, title, 'd', 'https://shop.example.com/p', 'https://shop.example.com/i.jpg', 10, 0,
            lower(part_number || char(9) || title), ${now} + i, ${now} + i
     FROM titled;`,
  );
}

/**
 * A server on DRAFTS drafts, with what the tests of one describe share: `env` is added to the server's
 * environment (the build and drop lines are logged at debug level).
 */
function draftsServer(env: Record<string, string> = {}) {
  const state = { dataDir: '', server: undefined as unknown as ServerProcess, token: '' };

  const search = async (term: string, skip = 0) => {
    const answer = await call(state.server, 'GET', `/parts/draft?skip=${skip}&limit=50&search=${encodeURIComponent(term)}`, { token: state.token });
    expect(answer.status).toBe(200);
    const { products, total } = answer.json() as { products: Array<{ part_number: string }>; total: number };
    return { total, partNumbers: products.map((product) => product.part_number) };
  };

  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-counts-'));
    const port = await freePort();
    // The first start creates the schema; the drafts go in while no server runs, as with a restored backup.
    await (await startBuiltServer(state.dataDir, port)).kill();
    writeDrafts(state.dataDir);
    state.server = await startBuiltServer(state.dataDir, port, { LOG_LEVEL: 'debug', ...env });
    state.token = await signIn(state.server);
  });

  afterAll(async () => {
    await state.server?.kill();
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  return { state, search, total: async (term: string) => (await search(term)).total };
}

describe('search totals of a big Draft list, counted in memory', () => {
  const { state, search, total } = draftsServer();
  let server: ServerProcess;
  let dataDir: string;
  let token: string;
  beforeAll(() => ({ server, dataDir, token } = state));

  it('builds the copy of all drafts at the first search with many matches, not at start, and logs it', async () => {
    // The server has answered a sign-in and serves: a copy built at start would be under way and logged.
    expect(await call(server, 'GET', '/parts/draft?skip=0&limit=50', { token })).toMatchObject({ status: 200 });
    expect(builds(server)).toEqual([]);
    // Written behind the server's back after start: a copy built at start would not hold it. "qj" is under
    // 3 characters, so its total comes from the copy; no other test's term is in the appended word.
    sqlite(dataDir, `UPDATE draft_products SET title = 'Mirror ørsted qj', search_key = lower(part_number || char(9) || 'Mirror ørsted qj') WHERE part_number = 'PN-7'`);
    expect(await total('brake')).toBe(DRAFTS / 4);
    expect(await untilBuilt(server, 1)).toBe(DRAFTS);
    expect(await total('qj')).toBe(1);
  });

  it('gives the exact number of matching drafts for every kind of term', async () => {
    await untilBuilt(server, 1);
    const model = new DraftsModel();
    const terms = ['brake', 'BRAKE', 'pn', 'pn-1', 'pn-11', '100%', '%', '_kit', 'oil filter 100%', 'ørsted', 'r', 'zz'];
    const found = Object.fromEntries(await Promise.all(terms.map(async (term) => [term, await total(term)])));
    expect(found).toEqual(Object.fromEntries(terms.map((term) => [term, model.total(term)])));
    // The model itself, on terms whose totals are plain arithmetic.
    expect([model.total('brake'), model.total('pn'), model.total('ørsted')]).toEqual([DRAFTS / 4, DRAFTS, DRAFTS / 4 + DRAFTS / 5 - DRAFTS / 20]);
  });

  it('finds the pages of a term whose matches are all old, in order', async () => {
    await untilBuilt(server, 1);
    const model = new DraftsModel();
    // PN-5, PN-50…59, … PN-50000…59999: none among the newest 10,000 drafts.
    for (const skip of [0, 50, 5_000, 10_000]) {
      expect({ skip, found: await search('pn-5', skip) }).toEqual({ skip, found: { total: model.total('pn-5'), partNumbers: model.page('pn-5', skip, 50) } });
    }
    expect(model.page('pn-5', 0, 2)).toEqual(['PN-59999', 'PN-59998']);
  });

  it('is rebuilt after a change through the API, and only then shows changes made behind its back', async () => {
    await untilBuilt(server, 1);
    const model = new DraftsModel();
    // Ten brake pads (the first ten drafts with that title) renamed in the database directly: the server is not told.
    sqlite(dataDir, `UPDATE draft_products SET title = 'Gasket', search_key = lower(part_number || char(9) || 'Gasket') WHERE id <= 40 AND title = 'Brake pad set'`);
    // A total counted from the copy, and a page of old matches ("sk" is only in Gasket) found in it.
    expect(await total('brake pad')).toBe(model.total('brake pad'));
    expect(await search('sk')).toEqual({ total: 0, partNumbers: [] });
    for (let n = 0; n < 40; n += 4) model.titles[n] = 'Gasket';

    const renamed = await call(server, 'PUT', '/brands/4', { token, json: { name: 'Brand Brake' } });
    expect(renamed.status).toBe(200);
    model.brands[3] = 'Brand Brake';
    expect(await untilBuilt(server, 2)).toBe(DRAFTS);
    expect(await total('brake pad')).toBe(model.total('brake pad'));
    expect(await total('brake')).toBe(model.total('brake'));
    expect(await search('sk')).toEqual({ total: 10, partNumbers: model.page('sk', 0, 50) });
    expect(model.total('brake pad')).toBe(DRAFTS / 4 - 10);

    const form = new FormData();
    form.append('brand_id', '1');
    form.append('files', new Blob([productCsv([productRow('NEW-1', { title: 'Brake pad kit' })])], { type: 'text/csv' }), 'new.csv');
    const imported = await fetch(server.url('/parts/import'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(imported.status).toBe(200);
    expect(await untilBuilt(server, 3)).toBe(DRAFTS + 1);
    expect(await total('brake pad')).toBe(model.total('brake pad') + 1);
  });
});

describe('the copy of a big Draft list left unsearched', () => {
  // Six seconds without a search: longer than building the copy of DRAFTS takes.
  const { state, total } = draftsServer({ SEARCH_LINES_IDLE_MINUTES: '0.1' });

  it('is dropped after SEARCH_LINES_IDLE_MINUTES, the database answering, and built again at the next search', async () => {
    expect(await total('brake')).toBe(DRAFTS / 4);
    expect(await untilBuilt(state.server, 1)).toBe(DRAFTS);
    await untilDropped(state.server, 1);
    expect(await total('oil filter')).toBe(DRAFTS / 4);
    expect(await untilBuilt(state.server, 2)).toBe(DRAFTS);
    expect(await total('pn-1')).toBe(new DraftsModel().total('pn-1'));
    expect(builds(state.server)).toEqual([DRAFTS, DRAFTS]);
  });
});
