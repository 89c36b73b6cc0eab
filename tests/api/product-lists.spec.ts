import { EntityManager } from '@mikro-orm/knex';
import { Api, startTestApp, TestApp } from '../support/app';

/**
 * Each import gives its rows one created_at, so the list order has long runs of equal timestamps; these
 * run sizes straddle pages and the remembered positions (every 10,000 rows).
 */
const GROUPS = [12_345, 3, 9_000, 7_777];
const TOTAL = GROUPS.reduce((a, b) => a + b, 0);

describe('product lists on many drafts (remembered positions, search totals)', () => {
  let t: TestApp;
  let admin: Api;
  let em: EntityManager;

  /** The order every page must follow, by plain OFFSET paging in the database. */
  const expectedIds = async (skip: number, limit: number, where = '', params: readonly unknown[] = []) =>
    (
      await em.execute<Array<{ id: unknown }>>(
        `SELECT id FROM draft_products ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...params, limit, skip],
      )
    ).map((row) => Number(row.id));
  const pageIds = async (query: Record<string, string | number>) => {
    const body = (await admin.get('/parts/draft').query(query).expect(200)).body;
    return { ids: body.products.map((p: { id: number }) => p.id), total: body.total };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    em = t.app.get(EntityManager).fork();
    const brand = async (name: string) => (await admin.post('/brands').send({ name }).expect(201)).body.id as number;
    const alpha = await brand('Alpha Parts');
    const omega = await brand('Omega');
    let first = 0;
    for (const [i, size] of GROUPS.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1 + i));
      await em.execute(
        `INSERT INTO draft_products (brand_id, part_number, title, description, link, image_link, price, is_kit, search_key, created_at, updated_at)
         WITH RECURSIVE seq(n) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
         SELECT CASE WHEN n % 5 = 0 THEN ? ELSE ? END, 'LP-' || n, 'Disc ' || n, 'd', 'https://x.example/p', 'https://x.example/i',
                10, n % 2 = 0, 'lp-' || n || ' disc ' || n, ?, ?
         FROM seq`,
        [first, first + size - 1, omega, alpha, at, at],
        'run',
      );
      first += size;
    }
  });
  afterAll(() => t.close());

  it('gives every page, across timestamp runs and remembered positions, as OFFSET paging would', async () => {
    const newest = GROUPS[GROUPS.length - 1];
    const skips = [0, newest - 5, 9_990, 10_000, 16_770, 19_990, 20_000, 20_001, TOTAL - 30, TOTAL - 1];
    for (const skip of skips) {
      for (const limit of [25, 250]) {
        const page = await pageIds({ skip, limit });
        expect(page.total).toBe(TOTAL);
        expect(page.ids).toEqual(await expectedIds(skip, limit));
      }
    }
    expect(await pageIds({ skip: TOTAL, limit: 25 })).toEqual({ ids: [], total: TOTAL });
  });

  it('counts searches exactly whether the page is full, partial or past the end', async () => {
    const like = (term: string) => ['WHERE search_key LIKE ?', [`%${term}%`]] as const;
    const count = async (term: string) =>
      Number((await em.execute<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM draft_products WHERE search_key LIKE ?', [`%${term}%`]))[0].n);
    // LP-2000 and LP-20000 … LP-20009: fewer than a page, so the page itself gives the total.
    const rare = await pageIds({ search: 'LP-2000', limit: 50 });
    expect(rare.total).toBe(11);
    expect(rare.ids).toEqual(await expectedIds(0, 50, ...like('lp-2000')));
    const common = await pageIds({ search: 'disc 1', skip: 100, limit: 50 });
    expect(common.total).toBe(await count('disc 1'));
    expect(common.ids).toEqual(await expectedIds(100, 50, ...like('disc 1')));
    expect(await pageIds({ search: 'DISC 1', skip: 1_000_000, limit: 50 })).toEqual({ ids: [], total: await count('disc 1') });
    const lastPage = await pageIds({ search: 'disc 1', skip: (await count('disc 1')) - 7, limit: 50 });
    expect(lastPage.ids).toHaveLength(7);
    expect(lastPage.total).toBe(await count('disc 1'));
    expect((await pageIds({ search: 'omega', limit: 10 })).total).toBe(Math.ceil(TOTAL / 5));
    expect((await pageIds({ search: 'no such part' })).total).toBe(0);
  });
});
