/**
 * Feed rules (#27): rules are data, checked when saved; a preview counts what the draft would change over
 * the whole feed without changing anything; activation makes it the version every feed, export,
 * diagnostics and publishing use; an older version can be restored as a new one.
 */
import { Api, startTestApp, TestApp } from '../support/app';
import { finishedExport } from '../support/export-job';
import { NightlyExportService } from '../../api/src/export/jobs/nightly-export.service';
import { productCsv, productRow } from '../support/product-csv';

const READONLY = { email: 'rules-viewer@example.com', password: 'viewer-password', access_token: 'rules-viewer-token-0123' };

/** The live catalog every count below is checked against, by hand. */
const LIVE = {
  Bosch: [
    productRow('P1', { title: 'Brake pad set', description: 'Ceramic pads for sedans', mpn: 'BP-1', condition: 'new', product_type: 'Brake Pads', price: '49.99' }),
    productRow('P2', { title: 'Oil filter premium', description: 'Spin-on filter', mpn: '', condition: 'used', product_type: 'Oil Filters', price: '9.99' }),
  ],
  Acme: [
    productRow('P3', { title: 'Wiper blade 22 inch', description: 'All-season blade', mpn: 'WB-22', condition: 'New', product_type: 'Wipers', price: '150.00' }),
    productRow('P4', { title: 'Spark plug', description: 'Iridium plug', mpn: 'SP-4', condition: 'refurbished', product_type: 'Ignition', price: '5.00' }),
  ],
};
const LONG_TITLE = `Front brake pad set ${'for sedans and coupes '.repeat(9)}`.trim();
const ITEMS = 'id,item_number,price,stock_status\nC-1,P1,49.99,in stock\nC-2,P3,150.00,in stock\nC-3,P4,5.00,in stock\n';

let t: TestApp;
let admin: Api;
let viewer: Api;
const brandIds: Record<string, number> = {};

type Rule = Record<string, unknown>;
const rule = (name: string, actions: Rule[], condition?: Rule, feed = 'products'): Rule => ({ name, feed, enabled: true, ...(condition ? { condition } : {}), actions });
const saveDraft = (rules: Rule[]) => admin.put('/feed-rules/draft').send({ rules });
const preview = async (rules: Rule[], feed = 'products') => {
  await saveDraft(rules).expect(200);
  return (await admin.post('/feed-rules/draft/preview').send({ feed }).expect(200)).body;
};
const activate = async (rules: Rule[]) => {
  await saveDraft(rules).expect(200);
  return (await admin.post('/feed-rules/draft/activate').expect(200)).body.version as number;
};
const productFeed = async () => (await admin.get('/feeds/products').expect(200)).text;
const partsOf = (examples: Array<{ part_number: string }>) => examples.map((e) => e.part_number).sort();
/** Examples come in id order, and the live ids follow the order of publishing: sorted by part number to compare. */
interface Example {
  id: number;
  part_number: string;
  excluded_by: string | null;
  before: Record<string, string>;
  after: Record<string, string>;
}
const byPart = (examples: Example[]) => [...examples].sort((a, b) => a.part_number.localeCompare(b.part_number));
const historyOf = async (jobId: string) => (await admin.get('/current/export-history?limit=50').expect(200)).body.items.find((item: { job_id: string }) => item.job_id === jobId);

beforeAll(async () => {
  t = await startTestApp({ env: { EXPORT_FEEDS: 'both' } });
  admin = await t.as(t.admin);
  await admin.post('/auth/users').send({ ...READONLY, role: 'readonly' }).expect(201);
  viewer = await t.as(READONLY);
  for (const [brand, rows] of Object.entries(LIVE)) {
    brandIds[brand] = (await admin.post('/brands').send({ name: brand }).expect(201)).body.id;
    await admin.post('/parts/import').field('brand_id', String(brandIds[brand])).attach('files', Buffer.from(productCsv(rows)), `${brand}.csv`).expect(200);
  }
  for (const draft of (await admin.get('/parts/draft?limit=10').expect(200)).body.products) await admin.post(`/parts/${draft.id}/publish`).expect(201);
  await admin.post('/current/import').attach('file', Buffer.from(ITEMS), 'items.csv').expect(200);
  await admin.post('/current/import-brands').attach('file', Buffer.from('item_number,brand\nP1,Bosch\nP3,Acme\nP4,Acme\n'), 'brands.csv').expect(200);
});

afterAll(() => t?.close());

describe('saving the draft', () => {
  it.each([
    ['id', rule('Set the id', [{ type: 'set', attribute: 'id', value: 'X' }]), "rule 1 'Set the id': id is never written by a rule (actions[0])"],
    ['price', rule('Cheaper', [{ type: 'copy', attribute: 'price', from: 'sale_price' }]), "rule 1 'Cheaper': price is never written by a rule (actions[0])"],
    ['an attribute the feed does not write', rule('Stock', [{ type: 'set', attribute: 'availability', value: 'in stock' }]), "rule 1 'Stock': availability cannot be written in the products feed"],
    ['an unknown attribute in a condition', rule('Odd', [{ type: 'exclude' }], { all: [{ attribute: 'colour', op: 'equals', value: 'red' }] }), "rule 1 'Odd': colour is not an attribute of the products feed"],
    ['an unknown attribute in a template', rule('Tpl', [{ type: 'set', attribute: 'title', value: '{colour} {title}' }]), "rule 1 'Tpl': {colour} in the value: colour is not an attribute"],
    ['a pattern RE2 cannot run in linear time', rule('Look back', [{ type: 'regex_replace', attribute: 'title', pattern: '(?<=a)b', value: '' }]), "rule 1 'Look back': pattern '(?<=a)b' is not a valid regular expression"],
    ['gt without a number', rule('Dear', [{ type: 'exclude' }], { any: [{ attribute: 'price', op: 'gt', value: 'lots' }] }), "rule 1 'Dear': gt needs a number, got 'lots' (condition.any[0])"],
  ])('refuses %s with 400 naming the rule and the field', async (_, refused, detail) => {
    const { body } = await saveDraft([rule('Fine', [{ type: 'append', attribute: 'title', value: '!' }]), { ...refused, name: refused.name }]).expect(400);
    expect(body.detail).toContain(detail.replace('rule 1', 'rule 2'));
    expect((await admin.get('/feed-rules/draft').expect(200)).body.rules).toEqual([]);
  });

  it('refuses a pattern over the length cap and a rule without actions, with the validation pipe\'s fields', async () => {
    const long = await saveDraft([rule('Long', [{ type: 'regex_replace', attribute: 'title', pattern: 'a'.repeat(501), value: '' }])]).expect(400);
    expect(long.body.detail).toEqual([{ field: 'rules.0.actions.0.pattern', message: expect.stringContaining('500') }]);
    const empty = await saveDraft([rule('Nothing', [])]).expect(400);
    expect(empty.body.detail).toEqual([{ field: 'rules.0.actions', message: 'a rule needs at least one action' }]);
  });

  it('lets readonly users read and preview, and only them', async () => {
    await viewer.get('/feed-rules/draft').expect(200);
    await viewer.post('/feed-rules/draft/preview').send({ feed: 'products' }).expect(200);
    await viewer.put('/feed-rules/draft').send({ rules: [] }).expect(403);
    await viewer.post('/feed-rules/draft/activate').expect(403);
    await viewer.put('/feed-rules/lookups/x').attach('file', Buffer.from('key,value\na,b\n'), 'x.csv').expect(403);
  });
});

describe('conditions', () => {
  it.each([
    ['equals', 'brand', 'bosch', ['P1', 'P2']],
    ['not_equals', 'brand', 'Bosch', ['P3', 'P4']],
    ['contains', 'title', 'BLADE', ['P3']],
    ['not_contains', 'title', 'e', ['P4']],
    ['starts_with', 'title', 'oil', ['P2']],
    ['ends_with', 'title', 'SET', ['P1']],
    ['matches', 'title', '\\d+ inch$', ['P3']],
    ['is_empty', 'mpn', undefined, ['P2']],
    ['not_empty', 'mpn', undefined, ['P1', 'P3', 'P4']],
    ['in', 'product_type', ['brake pads', 'Wipers'], ['P1', 'P3']],
    ['gt', 'price', '10', ['P1', 'P3']],
    ['lt', 'price', '9.99', ['P4']],
  ])('%s %s %j', async (op, attribute, value, parts) => {
    const body = await preview([rule(`Label ${op}`, [{ type: 'set', attribute: 'custom_label_0', value: 'hit' }], { all: [{ attribute, op, ...(value === undefined ? {} : { value }) }] })]);
    expect(body).toMatchObject({ total: 4, changed: parts.length, excluded: 0, by_attribute: { custom_label_0: parts.length } });
    expect(partsOf(body.examples)).toEqual(parts);
  });

  it('any holds when one condition does, all when every one does', async () => {
    const conditions = [{ attribute: 'brand', op: 'equals', value: 'Acme' }, { attribute: 'price', op: 'lt', value: '10' }];
    expect(partsOf((await preview([rule('Any', [{ type: 'set', attribute: 'custom_label_0', value: 'x' }], { any: conditions })])).examples)).toEqual(['P2', 'P3', 'P4']);
    expect(partsOf((await preview([rule('All', [{ type: 'set', attribute: 'custom_label_0', value: 'x' }], { all: conditions })])).examples)).toEqual(['P4']);
  });
});

describe('actions', () => {
  const onP1 = { all: [{ attribute: 'part_number', op: 'equals', value: 'P1' }] };
  const p1 = async (actions: Rule[]) => {
    const body = await preview([rule('On P1', actions, onP1)]);
    return body.examples.find((e: { part_number: string }) => e.part_number === 'P1');
  };

  it.each([
    ['set with a template', { type: 'set', attribute: 'title', value: '{brand} {title} ({mpn})' }, { title: 'Bosch Brake pad set (BP-1)' }],
    ['copy', { type: 'copy', attribute: 'custom_label_1', from: 'mpn' }, { custom_label_1: 'BP-1' }],
    ['append', { type: 'append', attribute: 'title', value: ' - {part_number}' }, { title: 'Brake pad set - P1' }],
    ['prepend', { type: 'prepend', attribute: 'mpn', value: 'BOS-' }, { mpn: 'BOS-BP-1' }],
    ['replace', { type: 'replace', attribute: 'description', find: 'pads', value: 'brake pads' }, { description: 'Ceramic brake pads for sedans' }],
    ['regex_replace', { type: 'regex_replace', attribute: 'link', pattern: '^https://shop\\.(example\\.com)/p/(\\w+)$', value: 'https://www.$1/item/$2' }, { link: 'https://www.example.com/item/P1' }],
    ['truncate at a word boundary', { type: 'truncate', attribute: 'description', length: 14 }, { description: 'Ceramic pads' }],
  ])('%s', async (_, action, after) => {
    const example = await p1([action]);
    expect(example.after).toEqual(after);
    expect(Object.keys(example.before)).toEqual(Object.keys(after));
  });

  it('lookup, through an uploaded two-column table read by the shared CSV reader', async () => {
    const missing = await admin.put('/feed-rules/lookups/campaigns').attach('file', Buffer.from('key\nbrake pads\n'), 'campaigns.csv').expect(400);
    expect(missing.body.detail).toContain('campaigns.csv');
    const uploaded = await admin.put('/feed-rules/lookups/campaigns').attach('file', Buffer.from('key,value\nBrake Pads,brakes-q4\nwipers,wipers-winter\n'), 'campaigns.csv').expect(200);
    expect(uploaded.body).toEqual({ name: 'campaigns', rows: 2, errors: 0, error_details: [] });
    expect((await admin.get('/feed-rules/lookups').expect(200)).body.items).toEqual([{ name: 'campaigns', rows: 2, uploaded_at: expect.any(String), uploaded_by: t.admin.email }]);
    const body = await preview([rule('Campaign label', [{ type: 'lookup', attribute: 'custom_label_0', table: 'campaigns', from: 'product_type' }])]);
    expect(byPart(body.examples).map((e) => [e.part_number, e.after])).toEqual([
      ['P1', { custom_label_0: 'brakes-q4' }],
      ['P3', { custom_label_0: 'wipers-winter' }],
    ]);
    const unknownTable = await saveDraft([rule('Nowhere', [{ type: 'lookup', attribute: 'custom_label_0', table: 'nope' }])]).expect(200);
    expect(unknownTable.body.rules).toHaveLength(1);
    expect((await admin.post('/feed-rules/draft/preview').send({ feed: 'products' }).expect(400)).body.detail).toBe(
      "rule 1 'Nowhere': lookup table 'nope' has not been uploaded (actions[0])",
    );
  });

  it('exclude leaves the item out; a disabled rule does nothing', async () => {
    const body = await preview([rule('No Acme', [{ type: 'exclude' }], { all: [{ attribute: 'brand', op: 'equals', value: 'Acme' }] }), { ...rule('Off', [{ type: 'exclude' }]), enabled: false }]);
    expect(body).toMatchObject({ total: 4, changed: 0, excluded: 2 });
    expect(byPart(body.examples).map((e) => [e.part_number, e.excluded_by])).toEqual([['P3', 'No Acme'], ['P4', 'No Acme']]);
  });

  it('rules run in order, each on the item as the rules before it left it', async () => {
    const brandFirst = [rule('Brand in title', [{ type: 'set', attribute: 'title', value: '{brand} {title}' }], onP1), rule('Shorten', [{ type: 'truncate', attribute: 'title', length: 12 }], onP1)];
    expect((await preview(brandFirst)).examples[0].after).toEqual({ title: 'Bosch Brake' });
    expect((await preview([brandFirst[1], brandFirst[0]])).examples[0].after).toEqual({ title: 'Bosch Brake pad' });
  });

  it('a catastrophic pattern on a 100,000-character value answers: RE2 runs in linear time', async () => {
    // Twenty copies of a 5,000-character description ending in '!': (a+)+$ fails on it, which a backtracking engine would never finish.
    const brand = (await admin.post('/brands').send({ name: 'Longwinded' }).expect(201)).body.id;
    const row = productRow('LONG-1', { description: `${'a'.repeat(4_999)}!` });
    await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(productCsv([row])), 'long.csv').expect(200);
    const [draft] = (await admin.get('/parts/draft?search=LONG-1').expect(200)).body.products;
    await admin.post(`/parts/${draft.id}/publish`).expect(201);
    const stretched = rule('Stretch', [{ type: 'set', attribute: 'custom_label_4', value: '{description}'.repeat(20) }], { all: [{ attribute: 'part_number', op: 'equals', value: 'LONG-1' }] });
    const check = (pattern: string) => rule(`Check ${pattern}`, [{ type: 'set', attribute: 'custom_label_3', value: 'matched' }], { all: [{ attribute: 'custom_label_4', op: 'matches', value: pattern }] });
    const body = await preview([stretched, check('(a+)+$'), check('^(a+!)+$')]);
    const example = body.examples.find((e: { part_number: string }) => e.part_number === 'LONG-1');
    expect(example.after.custom_label_4).toHaveLength(100_000);
    expect(example.after.custom_label_3).toBe('matched');
    expect(body.by_attribute).toEqual({ custom_label_3: 1, custom_label_4: 1 });
    await admin.delete(`/brands/${brand}`).expect(200);
  });
});

describe('preview, activation, restore', () => {
  const noAcme = rule('No Acme', [{ type: 'exclude' }], { all: [{ attribute: 'brand', op: 'equals', value: 'Acme' }] });
  const brandInTitle = rule('Brand in title', [{ type: 'set', attribute: 'title', value: '{brand} {title}' }], { all: [{ attribute: 'brand', op: 'equals', value: 'Bosch' }] });
  const fixCondition = rule('Used is refurbished', [{ type: 'set', attribute: 'condition', value: 'refurbished' }], { all: [{ attribute: 'condition', op: 'equals', value: 'used' }] });

  it('counts what the draft would change, against a hand count, and changes nothing', async () => {
    const body = await preview([noAcme, brandInTitle, fixCondition]);
    // P3 and P4 are Acme (excluded); P1 and P2 get the brand in the title; P2's condition is used.
    expect({ ...body, examples: byPart(body.examples) }).toEqual({
      total: 4,
      changed: 2,
      excluded: 2,
      by_attribute: { title: 2, condition: 1 },
      // P2 has no GTIN and no MPN: a warning, before and after.
      diagnostics_before: { total: 4, valid: 4, with_errors: 0, with_warnings: 1, excluded: 0 },
      diagnostics_after: { total: 4, valid: 2, with_errors: 0, with_warnings: 1, excluded: 2 },
      examples: [
        { id: expect.any(Number), part_number: 'P1', excluded_by: null, before: { title: 'Brake pad set' }, after: { title: 'Bosch Brake pad set' } },
        { id: expect.any(Number), part_number: 'P2', excluded_by: null, before: { title: 'Oil filter premium', condition: 'used' }, after: { title: 'Bosch Oil filter premium', condition: 'refurbished' } },
        { id: expect.any(Number), part_number: 'P3', excluded_by: 'No Acme', before: {}, after: {} },
        { id: expect.any(Number), part_number: 'P4', excluded_by: 'No Acme', before: {}, after: {} },
      ],
    });
    const feed = await productFeed();
    expect(feed).toContain('<title>Brake pad set</title>');
    expect(feed).toContain('<title>Spark plug</title>');
    expect((await admin.get('/feeds/diagnostics').expect(200)).body).toMatchObject({ total: 4, valid: 4, excluded: 0 });
  });

  it('activation changes the feed, diagnostics, both exports (on demand and nightly) and product details', async () => {
    const stockRule = rule('Acme on backorder', [{ type: 'set', attribute: 'availability', value: 'backorder' }], { all: [{ attribute: 'brand', op: 'equals', value: 'Acme' }] }, 'current');
    const dropC3 = rule('Drop C-3', [{ type: 'exclude' }], { all: [{ attribute: 'id', op: 'equals', value: 'C-3' }] }, 'current');
    const version = await activate([noAcme, brandInTitle, fixCondition, stockRule, dropC3]);

    const feed = await productFeed();
    expect(feed).toContain('<title>Bosch Brake pad set</title>');
    expect(feed).toContain('<g:condition>refurbished</g:condition>');
    expect(feed).not.toContain('Spark plug');
    expect(feed).not.toContain('Wiper');
    expect((await admin.get('/feeds/diagnostics').expect(200)).body).toMatchObject({ total: 4, valid: 2, with_errors: 0, excluded: 2 });
    expect((await admin.get('/feeds/diagnostics?scope=current').expect(200)).body).toMatchObject({ total: 3, valid: 2, excluded: 1 });

    const stock = (await admin.get('/current/export-xml').expect(200)).text;
    expect(stock).not.toContain('C-3');
    expect(stock).toMatch(/<g:id>C-2<\/g:id>[\s\S]*<g:availability>backorder<\/g:availability>/);

    const started = await admin.post('/current/export-xml-job').send({ feeds: 'products' }).expect(201);
    expect(await finishedExport(admin, started.body.job_id)).toMatchObject({ status: 'completed', total_items: 4, items_processed: 2 });
    expect(await historyOf(started.body.job_id)).toMatchObject({ diagnostics: { total: 4, valid: 2, with_errors: 0, excluded: 2 } });
    const file = (await admin.get(`/current/export-xml-download/${started.body.job_id}`).expect(200)).text;
    expect(file).toContain('<title>Bosch Oil filter premium</title>');
    expect(file).not.toContain('Wiper');

    const nightly = (await t.app.get(NightlyExportService).runNow()) as string[];
    const [stockJob, productJob] = await Promise.all(nightly.map((id) => finishedExport(admin, id)));
    expect(stockJob).toMatchObject({ status: 'completed', items_processed: 2 });
    expect(productJob).toMatchObject({ status: 'completed', items_processed: 2 });
    expect(await historyOf(nightly[0])).toMatchObject({ feed: 'stock', diagnostics: { total: 3, valid: 2, excluded: 1 } });
    expect(await historyOf(nightly[1])).toMatchObject({ feed: 'products', diagnostics: { total: 4, valid: 2, excluded: 2 } });
    expect((await admin.get(`/current/export-xml-download/${nightly[1]}`).expect(200)).text).toContain('<title>Bosch Brake pad set</title>');

    const live = (await admin.get('/parts/live?search=P2').expect(200)).body.products[0];
    const effects = (await admin.get(`/feed-rules/products/live/${live.id}`).expect(200)).body;
    expect(effects.excluded_by).toBeNull();
    expect(effects.attributes.filter((a: { rule: string | null }) => a.rule)).toEqual([
      { attribute: 'title', before: 'Oil filter premium', after: 'Bosch Oil filter premium', rule: 'Brand in title' },
      { attribute: 'condition', before: 'used', after: 'refurbished', rule: 'Used is refurbished' },
    ]);
    const versions = (await admin.get('/feed-rules/versions').expect(200)).body;
    expect(versions.items[0]).toMatchObject({ version, activated_by: t.admin.email, restored_from: null });

    // A preview compares with what the feed sends now: the active draft changes nothing more.
    const again = (await admin.post('/feed-rules/draft/preview').send({ feed: 'products' }).expect(200)).body;
    expect(again).toMatchObject({ total: 4, changed: 0, excluded: 2, by_attribute: {} });
    expect(again.diagnostics_before).toEqual({ total: 4, valid: 2, with_errors: 0, with_warnings: 1, excluded: 2 });
    expect(again.diagnostics_after).toEqual(again.diagnostics_before);
  });

  it('publishing goes through the active rules: a rule that shortens a long title lets the product publish', async () => {
    await admin.post('/parts/import').field('brand_id', String(brandIds.Bosch)).attach('files', Buffer.from(productCsv([productRow('LONGTITLE-1', { title: LONG_TITLE, mpn: 'LT-1' })])), 'long.csv').expect(200);
    const [draft] = (await admin.get('/parts/draft?search=LONGTITLE-1').expect(200)).body.products;
    // Brand in title makes it longer still: refused.
    const refused = await admin.post(`/parts/${draft.id}/publish`).expect(400);
    expect(refused.body.detail).toEqual([{ field: 'title', message: expect.stringContaining('at most 150 characters') }]);
    await activate([noAcme, brandInTitle, rule('Shorten titles', [{ type: 'truncate', attribute: 'title', length: 150 }])]);
    await admin.post(`/parts/${draft.id}/publish`).expect(201);
    const effects = (await admin.get(`/feed-rules/products/draft/${draft.id}`).expect(200)).body;
    const title = effects.attributes.find((a: { attribute: string }) => a.attribute === 'title');
    expect(title.after.length).toBeLessThanOrEqual(150);
    expect(title.rule).toBe('Shorten titles');
    expect(await productFeed()).toContain(`<title>${title.after}</title>`);
  });

  it('restores an older version as a new one, recorded with its user, and the feed follows', async () => {
    const first = await activate([brandInTitle]);
    const second = await activate([noAcme]);
    expect(await productFeed()).not.toContain('Wiper');
    const restored = (await viewer.post(`/feed-rules/versions/${first}/restore`).expect(403), await admin.post(`/feed-rules/versions/${first}/restore`).expect(200)).body;
    expect(restored).toEqual({ version: second + 1 });
    const versions = (await admin.get('/feed-rules/versions?limit=2').expect(200)).body;
    expect(versions.items[0]).toEqual({ version: second + 1, activated_at: expect.any(String), activated_by: t.admin.email, restored_from: first, rules: [brandInTitle] });
    expect(versions.total).toBe(second + 1);
    expect((await admin.get('/feed-rules/draft').expect(200)).body.rules).toEqual([brandInTitle]);
    const feed = await productFeed();
    expect(feed).toContain('Wiper blade 22 inch');
    expect(feed).toContain('<title>Bosch Brake pad set</title>');
    await admin.post('/feed-rules/versions/999/restore').expect(404);
  });
});
