import { FEATURE_MODULES } from '../../api/src/app.module';
import { CurrentModule } from '../../api/src/current/current.module';
import { PartsModule } from '../../api/src/parts/parts.module';
import { Api, startTestApp, TestApp } from '../support/app';

/**
 * Fixed paths and `:id` paths share prefixes across modules: /parts/:id (parts) with /parts/draft
 * (products), /current/:id (current) with /current/export-history (export). Whatever order the
 * modules are imported in, each request reaches its own route.
 */
const ORDERS: Array<[string, () => readonly (typeof FEATURE_MODULES)[number][]]> = [
  ['as app.module.ts gives them', () => FEATURE_MODULES],
  ['reversed', () => [...FEATURE_MODULES].reverse()],
  ['with the :id modules first', () => [PartsModule, CurrentModule, ...FEATURE_MODULES.filter((m) => m !== PartsModule && m !== CurrentModule)]],
];

describe.each(ORDERS)('routes with the feature modules %s', (_, features) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp({ features: features() });
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  it('serves the fixed paths beside /current/:id from their own routes', async () => {
    expect((await admin.get('/current/export-history').expect(200)).body).toHaveProperty('total', 0);
    expect((await admin.get('/current/sftp-status').expect(200)).body).toHaveProperty('configured');
    expect((await admin.get('/current/stats').expect(200)).body).toHaveProperty('total_items');
    expect((await admin.get('/current/no-such-item').expect(404)).body.detail).toBe('Current item no-such-item not found');
  });

  it('serves the fixed paths beside /parts/:id from their own routes', async () => {
    const brand = (await admin.post('/brands').send({ name: 'Precedence' }).expect(201)).body.id as number;
    const part = (await admin.post('/parts').send({ brand_id: brand, part_number: 'PR-1' }).expect(201)).body.id as number;
    expect((await admin.get('/parts/draft').expect(200)).body).toHaveProperty('total', 0);
    expect((await admin.get('/parts/live').expect(200)).body).toHaveProperty('total', 0);
    expect((await admin.get(`/parts/${part}`).expect(200)).body.part_number).toBe('PR-1');
    expect((await admin.get('/brands/stats').expect(200)).body).toBeDefined();
  });
});
