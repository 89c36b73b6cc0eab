import { EntityManager } from '@mikro-orm/knex';
import { sqlRunner } from '../../api/src/common/sql/sql-runner';
import type { ListFilter } from '../../api/src/current/list/list-index';
import { sliceFromTable } from '../../api/src/current/list/table-slice';
import { Api, startTestApp, TestApp } from '../support/app';

/**
 * GET /current picks its pages through a list reader: on SQLite the in-memory list index
 * (list/indexed-list-reader.ts), on PostgreSQL current_item_keys with remembered positions
 * (list/keyed-list-reader.ts). The plain table read (list/table-slice.ts: LIKE, ORDER BY id, OFFSET,
 * COUNT) is the reference both must equal, for every filter and at every depth.
 */
async function expectSameAsTable(t: TestApp, admin: Api, filter: ListFilter, skip: number, limit: number): Promise<void> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
  const answered = (await admin.get(`/current?${query}`).expect(200)).body as { items: Array<{ id: string }>; total: number };
  const fromTable = await sliceFromTable(sqlRunner(t.app.get(EntityManager).fork()), filter, skip, limit);
  expect(fromTable).toEqual({ ids: answered.items.map((item) => item.id), total: answered.total });
  if (skip < answered.total) expect(fromTable.ids.length).toBeGreaterThan(0);
}

describe('current items: the list read from the table matches the list index', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const rows = ['id,item_number,price'];
    for (let i = 1; i <= 60; i++) rows.push(`I${String(i).padStart(3, '0')},PN-${(i * 37) % 100}-${i % 3 ? 'X' : 'Y'},${i}`);
    await admin.post('/current/import').attach('file', Buffer.from(rows.join('\n')), 'items.csv').expect(200);
    const kits = 'id,item_number,price\nK001,KIT-1,5\nK002,KIT-x1,6\n';
    await admin.post('/current/import').attach('file', Buffer.from(kits), 'kits.csv').field('is_kit', 'true').expect(200);
    const brands = ['item_number,brand', 'PN-37-X,Bosch', 'PN-74-X,ATE Bosch', 'KIT-1,Bosch', 'PN-11-Y,Febi_50%'].join('\n');
    const assigned = await admin.post('/current/import-brands').attach('file', Buffer.from(brands), 'brands.csv').expect(200);
    expect(assigned.body).toMatchObject({ updated: 4, not_found: 0 });
  });
  afterAll(() => t.close());

  const cases: Array<[string, ListFilter, number, number]> = [
    ['no filter, first page', {}, 0, 25],
    ['no filter, a later page', {}, 25, 25],
    ['kits', { is_kit: true }, 0, 25],
    ['singles, second page', { is_kit: false }, 10, 10],
    ['brand part, any case', { brand: 'bOSCH' }, 0, 25],
    ['brand with LIKE characters', { brand: '_50%' }, 0, 25],
    ['search in id, part number or brand', { search: 'x1' }, 0, 25],
    ['search and type and brand', { search: 'pn', is_kit: false, brand: 'bosch' }, 0, 25],
    ['a page past the end', { search: 'y' }, 100, 25],
  ];

  it.each(cases)('%s', async (_, filter, skip, limit) => expectSameAsTable(t, admin, filter, skip, limit));
});

describe('current items: deep pages, past the 10,000 rows between remembered positions', () => {
  let t: TestApp;
  let admin: Api;
  const ITEMS = 32_000;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    // Ids in an order unlike the file's, kits and brands spread through it.
    const rows = ['id,item_number,price'];
    for (let i = 0; i < ITEMS; i++) rows.push(`D${String((i * 7919) % ITEMS).padStart(6, '0')},PN-${i % 997},${1 + (i % 50)}`);
    await admin.post('/current/import').attach('file', Buffer.from(rows.join('\n')), 'items.csv').expect(200);
    const brands = ['item_number,brand', ...Array.from({ length: 997 }, (_, k) => `PN-${k},${k % 3 ? 'Bosch' : 'Febi'} ${k % 7}`)];
    await admin.post('/current/import-brands').attach('file', Buffer.from(brands.join('\n')), 'brands.csv').expect(200);
    await admin.post('/current/import').attach('file', Buffer.from(['id,item_number,price', ...Array.from({ length: 12_000 }, (_, k) => `K${k},KIT-${k},5`)].join('\n')), 'kits.csv').field('is_kit', 'true').expect(200);
  }, 120_000);
  afterAll(() => t.close());

  const cases: Array<[string, ListFilter, number]> = [
    ['no filter, at a remembered position', {}, 10_000],
    ['no filter, between two', {}, 27_513],
    ['no filter, the last page', {}, ITEMS + 12_000 - 7],
    ['no filter, past the end', {}, ITEMS + 12_000],
    ['kits, deep', { is_kit: true }, 11_990],
    ['singles, deep', { is_kit: false }, 20_001],
    ['brand part, deep', { brand: 'bosch' }, 15_000],
    ['brand and type, deep', { brand: 'febi', is_kit: false }, 10_003],
    ['search, deep', { search: 'OSCH' }, 15_500],
  ];

  it.each(cases)('%s', async (_, filter, skip) => expectSameAsTable(t, admin, filter, skip, 25));

  it('the largest page, across two remembered positions', async () => {
    await expectSameAsTable(t, admin, {}, 19_999, 10_000);
    await expectSameAsTable(t, admin, { brand: 'bosch' }, 10_001, 10_000);
  });

  it('a change through the app moves the deep pages at once', async () => {
    await expectSameAsTable(t, admin, {}, 20_000, 25);
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\nA0,PN-NEW,1\n'), 'one.csv').expect(200);
    await expectSameAsTable(t, admin, {}, 20_000, 25);
    await admin.post('/current/import-brands').attach('file', Buffer.from('item_number,brand\nPN-NEW,Febi 0\n'), 'brand.csv').expect(200);
    await expectSameAsTable(t, admin, { brand: 'febi' }, 10_003, 25);
  });
});
