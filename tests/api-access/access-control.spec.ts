import { buildOpenApi } from '../../api/src/http/openapi';
import { startTestApp, TestApp } from '../support/app';

/** Routes anyone may call. Every other route must answer 401 without a token. */
const PUBLIC = new Set(['GET /health', 'GET /ready', 'POST /auth/login', 'POST /auth/refresh', 'POST /auth/forgot-password', 'POST /auth/reset-password']);
/** Writes a readonly user may still make: they act on the caller's own session or only compute an answer. */
const READONLY_WRITES = new Set(['POST /auth/logout', 'POST /auth/change-password', 'POST /categories/ai-suggest',
  'POST /categories/ai-bulk-analyze', 'POST /categories/ai-analyze-part-types', 'POST /feed-rules/draft/preview', 'POST /auth/change-access-token']);

const READONLY = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123' };

interface Route {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  key: string;
}

function registeredRoutes(t: TestApp): Route[] {
  const document = buildOpenApi(t.app);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method): method is Route['method'] => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => {
        const relative = path.replace(/^\/api\/v1/, '');
        return { method, path: relative.replace(/\{[^}]+\}/g, '1'), key: `${method.toUpperCase()} ${relative}` };
      }),
  );
}

describe('access control on every registered route', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await startTestApp();
    routes = registeredRoutes(t);
    const admin = await t.as(t.admin);
    await admin.post('/auth/users').send({ ...READONLY, role: 'readonly' }).expect(201);
  });
  afterAll(() => t.close());

  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers 401 {detail} to a call without a token, except on the public routes', async () => {
    const open: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(r.key.replace(/\{[^}]+\}/g, '{id}')))) {
      const response = await t.anonymous[route.method](route.path);
      if (response.status !== 401 || typeof response.body.detail !== 'string') open.push(`${route.key} → ${response.status}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 401 to a forged token', async () => {
    await t.anonymous.get('/auth/me').set('Authorization', 'Bearer forged-token').expect(401);
  });

  it('answers 403 to every write by a readonly user', async () => {
    const viewer = await t.as(READONLY);
    const allowed: string[] = [];
    const writes = routes.filter((r) => r.method !== 'get' && !PUBLIC.has(r.key) && !READONLY_WRITES.has(r.key));
    for (const route of writes) {
      const response = await viewer[route.method](route.path);
      if (response.status !== 403) allowed.push(`${route.key} → ${response.status}`);
    }
    expect(allowed).toEqual([]);
    await viewer.get('/auth/me').expect(200);
  });
});
