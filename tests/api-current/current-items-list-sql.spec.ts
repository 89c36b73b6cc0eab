import { Api, startTestApp, TestApp } from '../support/app';

/**
 * GET /current picks its pages through a list reader: on SQLite the in-memory list index
 * (list/indexed-list-reader.ts), on PostgreSQL current_item_keys with remembered positions
 * (list/keyed-list-reader.ts). The reference both must equal is the test's own model of the items it
 * imported, filtered and paged in plain TypeScript, sharing no code with the app: for every filter and at every depth.
 */
/** The list's query parameters, as a caller sends them. */
interface ListFilter {
  search?: string;
  brand?: string;
  is_kit?: boolean;
}

interface ModelItem {
  id: string;
  partNumber: string;
  brand: string | null;
  isKit: boolean;
}

/** What the list should answer: case-insensitive parts of id, part number or brand; type; brand; in id order. */
function expectedPage(items: Iterable<ModelItem>, filter: ListFilter, skip: number, limit: number): { ids: string[]; total: number } {
  const contains = (value: string | null, term: string) => value !== null && value.toLowerCase().includes(term.toLowerCase());
  const ids = [...items]
    .filter((item) => filter.is_kit === undefined || item.isKit === filter.is_kit)
    .filter((item) => !filter.brand || contains(item.brand, filter.brand))
    .filter((item) => !filter.search || [item.id, item.partNumber, item.brand].some((value) => contains(value, filter.search!)))
    .map((item) => item.id)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { ids: ids.slice(skip, skip + limit), total: ids.length };
}

async function expectAsModelled(items: Map<string, ModelItem>, admin: Api, filter: ListFilter, skip: number, limit: number): Promise<void> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
  const answered = (await admin.get(`/current?${query}`).expect(200)).body as { items: Array<{ id: string }>; total: number };
  const expected = expectedPage(items.values(), filter, skip, limit);
  expect({ ids: answered.items.map((item) => item.id), total: answered.total }).toEqual(expected);
  if (skip < expected.total) expect(expected.ids.length).toBeGreaterThan(0);
}

function brandItems(items: Map<string, ModelItem>, partNumber: string, brand: string): void {
  for (const item of items.values()) if (item.partNumber === partNumber) item.brand = brand;
}

describe('current items: the list matches the items imported, filtered by hand', () => {
  let t: TestApp;
  let admin: Api;
  const items = new Map<string, ModelItem>();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    const rows = ['id,item_number,price'];
    for (let i = 1; i <= 60; i++) {
      const item = { id: `I${String(i).padStart(3, '0')}`, partNumber: `PN-${(i * 37) % 100}-${i % 3 ? 'X' : 'Y'}`, brand: null, isKit: false };
      items.set(item.id, item);
      rows.push(`${item.id},${item.partNumber},${i}`);
    }
    await admin.post('/current/import').attach('file', Buffer.from(rows.join('\n')), 'items.csv').expect(200);
    const kits = 'id,item_number,price\nK001,KIT-1,5\nK002,KIT-x1,6\n';
    await admin.post('/current/import').attach('file', Buffer.from(kits), 'kits.csv').field('is_kit', 'true').expect(200);
    items.set('K001', { id: 'K001', partNumber: 'KIT-1', brand: null, isKit: true });
    items.set('K002', { id: 'K002', partNumber: 'KIT-x1', brand: null, isKit: true });
    const brands: Array<[string, string]> = [['PN-37-X', 'Bosch'], ['PN-74-X', 'ATE Bosch'], ['KIT-1', 'Bosch'], ['PN-11-Y', 'Febi_50%']];
    const assigned = await admin.post('/current/import-brands').attach('file', Buffer.from(['item_number,brand', ...brands.map((b) => b.join(','))].join('\n')), 'brands.csv').expect(200);
    expect(assigned.body).toMatchObject({ updated: 4, not_found: 0 });
    for (const [partNumber, brand] of brands) brandItems(items, partNumber, brand);
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

  it.each(cases)('%s', async (_, filter, skip, limit) => expectAsModelled(items, admin, filter, skip, limit));

  it('answers the written-out page for a brand with LIKE characters and a search in several fields', async () => {
    expect((await admin.get('/current?brand=_50%25').expect(200)).body.items.map((item: { id: string }) => item.id)).toEqual(['I003']);
    expect((await admin.get('/current?search=x1').expect(200)).body.items.map((item: { id: string }) => item.id)).toEqual(['K002']);
  });
});

describe('current items: deep pages, past the 10,000 rows between remembered positions', () => {
  let t: TestApp;
  let admin: Api;
  const ITEMS = 32_000;
  const items = new Map<string, ModelItem>();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    // Ids in an order unlike the file's, kits and brands spread through it.
    const rows = ['id,item_number,price'];
    for (let i = 0; i < ITEMS; i++) {
      const item = { id: `D${String((i * 7919) % ITEMS).padStart(6, '0')}`, partNumber: `PN-${i % 997}`, brand: null, isKit: false };
      items.set(item.id, item);
      rows.push(`${item.id},${item.partNumber},${1 + (i % 50)}`);
    }
    await admin.post('/current/import').attach('file', Buffer.from(rows.join('\n')), 'items.csv').expect(200);
    const brands = Array.from({ length: 997 }, (_, k): [string, string] => [`PN-${k}`, `${k % 3 ? 'Bosch' : 'Febi'} ${k % 7}`]);
    await admin.post('/current/import-brands').attach('file', Buffer.from(['item_number,brand', ...brands.map((b) => b.join(','))].join('\n')), 'brands.csv').expect(200);
    for (const [partNumber, brand] of brands) brandItems(items, partNumber, brand);
    const kits = Array.from({ length: 12_000 }, (_, k) => ({ id: `K${k}`, partNumber: `KIT-${k}`, brand: null, isKit: true }));
    await admin.post('/current/import').attach('file', Buffer.from(['id,item_number,price', ...kits.map((kit) => `${kit.id},${kit.partNumber},5`)].join('\n')), 'kits.csv').field('is_kit', 'true').expect(200);
    for (const kit of kits) items.set(kit.id, kit);
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

  it.each(cases)('%s', async (_, filter, skip) => expectAsModelled(items, admin, filter, skip, 25));

  it('the largest page, across two remembered positions', async () => {
    await expectAsModelled(items, admin, {}, 19_999, 10_000);
    await expectAsModelled(items, admin, { brand: 'bosch' }, 10_001, 10_000);
  });

  it('a change through the app moves the deep pages at once', async () => {
    await expectAsModelled(items, admin, {}, 20_000, 25);
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price\nA0,PN-NEW,1\n'), 'one.csv').expect(200);
    items.set('A0', { id: 'A0', partNumber: 'PN-NEW', brand: null, isKit: false });
    await expectAsModelled(items, admin, {}, 20_000, 25);
    await admin.post('/current/import-brands').attach('file', Buffer.from('item_number,brand\nPN-NEW,Febi 0\n'), 'brand.csv').expect(200);
    brandItems(items, 'PN-NEW', 'Febi 0');
    await expectAsModelled(items, admin, { brand: 'febi' }, 10_003, 25);
  });
});
