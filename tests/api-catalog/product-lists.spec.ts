import { EntityManager } from '@mikro-orm/knex';
import { Api, startTestApp, TestApp } from '../support/app';
import { productCsv, productRow } from '../support/product-csv';

type Kind = 'draft' | 'live';

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

  /** A search as a plain scan would answer it: search_key or brand name contains the term, OFFSET paging. */
  const likeScan = async (kind: Kind, term: string, skip: number, limit: number) => {
    const [table, column] = kind === 'draft' ? ['draft_products', 'created_at'] : ['live_products', 'published_at'];
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = `WHERE search_key LIKE ? ESCAPE '\\' OR brand_id IN (SELECT id FROM brands WHERE LOWER(name) LIKE ? ESCAPE '\\')`;
    const ids = await em.execute<Array<{ id: unknown }>>(
      `SELECT id FROM ${table} ${where} ORDER BY ${column} DESC, id DESC LIMIT ? OFFSET ?`,
      [pattern, pattern, limit, skip],
    );
    const [count] = await em.execute<Array<{ n: unknown }>>(`SELECT COUNT(*) AS n FROM ${table} ${where}`, [pattern, pattern]);
    return { ids: ids.map((row) => Number(row.id)), total: Number(count.n) };
  };
  /**
   * Pages of `term` at a few depths equal the plain scan's, totals included; returns the total. Pages past
   * the end are left to the test above: their total may be a count cached before a brand was deleted.
   */
  const expectSameAsScan = async (kind: Kind, term: string) => {
    const expected = await likeScan(kind, term, 0, 25);
    for (const skip of new Set([0, 20, expected.total - 3].filter((skip) => skip === 0 || (skip > 0 && skip < expected.total)))) {
      const body = (await admin.get(`/parts/${kind}`).query({ search: term, skip, limit: 25 }).expect(200)).body;
      const page = { ids: body.products.map((p: { id: number }) => p.id), total: body.total };
      expect({ term, skip, ...page }).toEqual({ term, skip, ...(await likeScan(kind, term, skip, 25)) });
    }
    return expected.total;
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

  it('searches exactly as a plain LIKE scan: short terms, part numbers, title words, brands, odd characters', async () => {
    const totals: Record<string, number> = {};
    const terms = ['lp', 'C', 'LP-1234', 'lp-12345', 'DISC 77', 'disc 1', 'disc 2', 'isc 1', 'omega', 'ega', 'alpha', '9 disc 9', '50%', 'c_1', 'no such part'];
    for (const term of terms) totals[term] = await expectSameAsScan('draft', term);
    // The cases are worth their names: a few matches, many, a brand and none.
    expect(totals).toMatchObject({ 'LP-1234': 11, 'lp-12345': 1, omega: Math.ceil(TOTAL / 5), '50%': 0, 'no such part': 0 });
    expect(totals['disc 2']).toBeGreaterThan(10_000);
  });

  it('keeps searches exact after import, re-import, publish and brand deletion', async () => {
    const works = (await admin.post('/brands').send({ name: 'Disc 2 Works' }).expect(201)).body.id as number;
    const upload = (rows: ReturnType<typeof productRow>[]) =>
      admin.post('/parts/import').field('brand_id', String(works)).attach('files', Buffer.from(productCsv(rows)), 'works.csv').expect(200);
    const parts = Array.from({ length: 30 }, (_, i) => `DW-${i + 1}`);
    await upload(parts.map((pn) => productRow(pn, { title: `Rotor kit ${pn}` })));
    const draftTerms = ['dw-1', 'rotor kit', 'disc 12', 'works', 'caliper', 'hub'];
    for (const term of draftTerms) await expectSameAsScan('draft', term);
    expect(await expectSameAsScan('draft', 'rotor kit')).toBe(30);

    // Re-import: ten titles change, so their old words must no longer be found and the new ones must.
    await upload(parts.slice(0, 10).map((pn) => productRow(pn, { title: `Caliper ${pn}` })));
    expect(await expectSameAsScan('draft', 'rotor kit')).toBe(20);
    expect(await expectSameAsScan('draft', 'caliper')).toBe(10);

    const idOf = async (pn: string) =>
      (await admin.get('/parts/draft').query({ search: pn, limit: 250 }).expect(200)).body.products.find(
        (p: { part_number: string }) => p.part_number === pn,
      ).id as number;
    for (const pn of ['DW-1', 'DW-2', 'DW-11']) await admin.post(`/parts/${await idOf(pn)}/publish`).expect(201);
    // Publishing again after a re-import updates the live copy's search key.
    await upload([productRow('DW-1', { title: 'Hub DW-1' })]);
    await admin.post(`/parts/${await idOf('DW-1')}/publish`).expect(201);
    for (const term of draftTerms) await expectSameAsScan('draft', term);
    for (const term of [...draftTerms, 'dw', 'disc 1']) await expectSameAsScan('live', term);
    expect(await expectSameAsScan('live', 'caliper')).toBe(1);
    expect(await expectSameAsScan('live', 'hub')).toBe(1);

    // Renaming and deleting a brand reset the lists' cached totals: "disc 2" (over 10,000 matches, so its
    // total is cached) also matches this brand's name until the rename.
    for (const kind of ['draft', 'live'] as const) await expectSameAsScan(kind, 'disc 2');
    await admin.put(`/brands/${works}`).send({ name: 'Rotorworks' }).expect(200);
    for (const kind of ['draft', 'live'] as const) {
      for (const term of ['disc 2', 'works', 'rotorworks']) await expectSameAsScan(kind, term);
    }
    await admin.delete(`/brands/${works}`).expect(200);
    for (const kind of ['draft', 'live'] as const) {
      for (const term of ['dw-1', 'rotor kit', 'hub', 'works', 'disc 2']) await expectSameAsScan(kind, term);
      expect(await expectSameAsScan(kind, 'dw-')).toBe(0);
    }
  });
});
