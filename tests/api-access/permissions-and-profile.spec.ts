/** GET /auth/permissions publishes the rule table the guard enforces; every user changes their own password and access token. */
import { Api, startTestApp, TestApp } from '../support/app';

const VIEWER = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123' };
const OPERATOR = { email: 'operator@example.com', password: 'operator-password', access_token: 'operator-access-token-0123' };

let t: TestApp;
let admin: Api;

type Permission = { method: string; path: string; allowed: boolean; reason: string | null };
const find = (routes: Permission[], method: string, path: string) => routes.find((r) => r.method === method && r.path === path);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  await admin.post('/auth/users').send({ ...VIEWER, role: 'readonly' }).expect(201);
  await admin.post('/auth/users').send({ ...OPERATOR, role: 'user' }).expect(201);
});
afterAll(() => t.close());

describe('GET /auth/permissions', () => {
  it("tells a readonly user which routes refuse them, in the guard's words", async () => {
    const viewer = await t.as(VIEWER);
    const { body } = await viewer.get('/auth/permissions').expect(200);
    expect(body.role).toBe('readonly');
    expect(find(body.routes, 'post', 'brands')).toEqual({ method: 'post', path: 'brands', allowed: false, reason: 'Read-only users cannot change data' });
    expect(find(body.routes, 'post', 'parts/:id/publish')).toEqual({ method: 'post', path: 'parts/:id/publish', allowed: false, reason: 'Read-only users cannot change data' });
    expect(find(body.routes, 'get', 'brands')).toEqual({ method: 'get', path: 'brands', allowed: true, reason: null });
    expect(find(body.routes, 'post', 'auth/change-password')).toMatchObject({ allowed: true });
    expect(find(body.routes, 'get', 'auth/users')).toEqual({ method: 'get', path: 'auth/users', allowed: false, reason: 'Access denied. Admin privileges required.' });
  });

  it('lets a user write and keeps the admin routes for admins', async () => {
    const operator = await t.as(OPERATOR);
    const { body } = await operator.get('/auth/permissions').expect(200);
    expect(body.role).toBe('user');
    expect(find(body.routes, 'post', 'brands')).toMatchObject({ allowed: true });
    expect(find(body.routes, 'delete', 'auth/users/:id')).toMatchObject({ allowed: false, reason: 'Access denied. Admin privileges required.' });
  });

  it('agrees with what the server answers on every route it lists for a readonly user', async () => {
    const viewer = await t.as(VIEWER);
    const { body } = await viewer.get('/auth/permissions').expect(200);
    const disagreements: string[] = [];
    // Signing out would end the session the walk uses.
    for (const route of (body.routes as Permission[]).filter((r) => r.path !== 'auth/logout')) {
      const response = await viewer[route.method as 'get' | 'post' | 'put' | 'delete'](`/${route.path.replace(/:\w+/g, '0')}`);
      const refused = response.status === 403;
      if (refused === route.allowed) disagreements.push(`${route.method} ${route.path}: listed ${route.allowed}, answered ${response.status}`);
      if (refused && response.body.detail !== route.reason) disagreements.push(`${route.method} ${route.path}: ${response.body.detail}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('is not public', async () => {
    await t.anonymous.get('/auth/permissions').expect(401);
  });
});

describe('the profile: own password and access token', () => {
  it('lets a readonly user change their password, signing out their other sessions', async () => {
    const other = await t.as(VIEWER);
    const current = await t.as(VIEWER);
    await current.post('/auth/change-password').send({ current_password: VIEWER.password, new_password: 'viewer-password-2' }).expect(200);
    await other.get('/auth/me').expect(401);
    await current.get('/auth/me').expect(200);
    await t.as({ ...VIEWER, password: 'viewer-password-2' });
    await current.post('/auth/change-password').send({ current_password: 'viewer-password-2', new_password: VIEWER.password }).expect(200);
  });

  it('lets a user change their access token with their password, signing out their other sessions', async () => {
    const other = await t.as(OPERATOR);
    const current = await t.as(OPERATOR);
    const wrong = await current.post('/auth/change-access-token').send({ current_password: 'not-it', new_access_token: 'operator-new-token-0123' }).expect(400);
    expect(wrong.body.detail).toBe('Current password is incorrect');
    const short = await current.post('/auth/change-access-token').send({ current_password: OPERATOR.password, new_access_token: 'short' }).expect(400);
    expect(JSON.stringify(short.body.detail)).toContain('Access token must be at least 16 characters');

    await current.post('/auth/change-access-token').send({ current_password: OPERATOR.password, new_access_token: 'operator-new-token-0123' }).expect(200);
    await other.get('/auth/me').expect(401);
    await current.get('/auth/me').expect(200);
    await t.anonymous.post('/auth/login').send(OPERATOR).expect(401);
    await t.as({ ...OPERATOR, access_token: 'operator-new-token-0123' });
  });
});
