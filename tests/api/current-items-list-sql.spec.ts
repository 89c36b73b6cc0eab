import { EntityManager } from '@mikro-orm/knex';
import { sqlRunner } from '../../api/src/common/sql/sql-runner';
import type { ListFilter } from '../../api/src/current/list/list-index';
import { sliceFromTable } from '../../api/src/current/list/table-slice';
import { Api, startTestApp, TestApp } from '../support/app';

/**
 * While the in-memory list index is rebuilt after an import, GET /current reads the table
 * (list/table-slice.ts, its SQL in sql/list.sql.ts). Both must give the same pages and totals for every filter.
 */
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

  it.each(cases)('%s', async (_, filter, skip, limit) => {
    const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
    for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
    const fromIndex = (await admin.get(`/current?${query}`).expect(200)).body as { items: Array<{ id: string }>; total: number };
    const fromTable = await sliceFromTable(sqlRunner(t.app.get(EntityManager).fork()), filter, skip, limit);
    expect(fromTable).toEqual({ ids: fromIndex.items.map((item) => item.id), total: fromIndex.total });
    if (skip < fromIndex.total) expect(fromTable.ids.length).toBeGreaterThan(0);
  });
});
