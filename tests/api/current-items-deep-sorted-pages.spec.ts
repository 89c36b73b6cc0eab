/**
 * GET /current pages deep into every sort: on PostgreSQL a page deeper than 10,000 seeks from its list's remembered
 * positions, and before they are read answers at once from a block sample, marked `page_is_estimate` (always so
 * with CURRENT_EXACT_COUNT_LIMIT=0), then exactly; on SQLite it walks the sort's index and is exact at once. Either
 * way the exact page holds the rows written out below, including after a price edit moves an item that came
 * before the remembered positions, across the NULLs of brands, first ascending and last descending, and in a
 * short filtered list, whose ids PostgreSQL keeps whole.
 */
import { startTestApp, TestApp } from '../support/app';

jest.setTimeout(180_000);

const onPostgres = process.env.PARTSFEED_TEST_DB === 'postgres';
const ITEMS = 25_000;
const id = (i: number) => `I${String(i).padStart(5, '0')}`;

interface ListAnswer {
  items: Array<{ id: string }>;
  total: number;
  page_is_estimate: boolean;
}

describe('deep pages of every sort', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['as']>>;

  const list = async (query: string): Promise<ListAnswer> => (await admin.get(`/current?${query}`).expect(200)).body as ListAnswer;
  /**
   * The first deep page of a list (an estimate on PostgreSQL, exact on SQLite), then the page once exact; tries
   * bound the wait, no clock is read.
   */
  const deepPage = async (query: string): Promise<string[]> => {
    const first = await list(query);
    expect(first.page_is_estimate).toBe(onPostgres);
    for (let attempt = 0; attempt < 400; attempt++) {
      const answer = await list(query);
      if (!answer.page_is_estimate) return answer.items.map((item) => item.id);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${query} stayed an estimate`);
  };
  /** A page of a list whose positions are read by now: exact at once on both databases. */
  const exactPage = async (query: string): Promise<string[]> => {
    const answer = await list(query);
    expect(answer.page_is_estimate).toBe(false);
    return answer.items.map((item) => item.id);
  };
  const upload = async (route: string, lines: string[]) =>
    admin.post(route).attach('file', Buffer.from(lines.join('\n')), 'items.csv').expect(200);

  beforeAll(async () => {
    t = await startTestApp({ env: { CURRENT_EXACT_COUNT_LIMIT: '0' } });
    admin = await t.as(t.admin);
    // Prices 1.00 to 100.00 by the id's last two digits: 250 items at each price.
    await upload('/current/import', ['id,item_number,price', ...Array.from({ length: ITEMS }, (_, i) => `${id(i)},P-${id(i)},${(i % 100) + 1}.00`)]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('pages deep into each sort, ascending and descending', async () => {
    expect(await deepPage('sort=price&skip=12000&limit=3')).toEqual(['I00048', 'I00148', 'I00248']);
    expect(await deepPage('sort=price&order=desc&skip=12000&limit=3')).toEqual(['I24951', 'I24851', 'I24751']);
    expect(await deepPage('sort=part_number&skip=12000&limit=3')).toEqual(['I12000', 'I12001', 'I12002']);
    expect(await deepPage('sort=availability&order=desc&skip=12000&limit=3')).toEqual(['I12999', 'I12998', 'I12997']);
    expect(await deepPage('sort=updated_at&skip=24998&limit=3')).toEqual(['I24998', 'I24999']);
    expect(await deepPage('sort=id&order=desc&skip=12000&limit=3')).toEqual(['I12999', 'I12998', 'I12997']);
    expect(await deepPage('sort=price&is_kit=false&skip=12000&limit=3')).toEqual(['I00048', 'I00148', 'I00248']);
    expect(await exactPage('sort=price&skip=25000&limit=3')).toEqual([]);
  });

  it('pages exactly again after a price edit moves an item from before the remembered positions', async () => {
    expect(await exactPage('sort=price&skip=12000&limit=3')).toEqual(['I00048', 'I00148', 'I00248']);
    await admin.put('/current/I00000').send({ price: 100 }).expect(200);
    expect(await deepPage('sort=price&skip=12000&limit=3')).toEqual(['I00148', 'I00248', 'I00348']);
    // I00000 is now the first of the 251 items at 100.00.
    expect(await exactPage('sort=price&skip=24749&limit=2')).toEqual(['I00000', 'I00099']);
  });

  it('pages across the items without a brand, first ascending and last descending', async () => {
    // Items I12000 to I24999 get brands B12999 down to B00000: 12,000 items without a brand, 13,000 with.
    await upload('/current/import-brands', ['id,brand', ...Array.from({ length: 13_000 }, (_, k) => `${id(12_000 + k)},B${String(12_999 - k).padStart(5, '0')}`)]);
    expect(await deepPage('sort=brand&skip=11998&limit=4')).toEqual(['I11998', 'I11999', 'I24999', 'I24998']);
    expect(await exactPage('sort=brand&skip=20000&limit=2')).toEqual(['I16999', 'I16998']);
    expect(await deepPage('sort=brand&order=desc&skip=12998&limit=4')).toEqual(['I24998', 'I24999', 'I11999', 'I11998']);
    expect(await exactPage('sort=brand&order=desc&skip=23000&limit=2')).toEqual(['I01999', 'I01998']);
    // Brands B01000 to B01999 are on I23000 to I23999, ten at each price: a short filtered list, its ids kept whole.
    expect(await deepPage('brand=B01&sort=price&skip=900&limit=2')).toEqual(['I23090', 'I23190']);
    expect(await exactPage('brand=B01&sort=price&skip=995&limit=10')).toEqual(['I23599', 'I23699', 'I23799', 'I23899', 'I23999']);
    expect(await deepPage('brand=B01&sort=price&order=desc&skip=300&limit=2')).toEqual(['I23969', 'I23869']);
  });
});
