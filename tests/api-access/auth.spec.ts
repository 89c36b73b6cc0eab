import { startTestApp, TestApp } from '../support/app';

const USER = { email: 'pat@example.com', password: 'pat-password-1', access_token: 'pat-access-token-0123456789' };

describe('auth and users API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  });
  afterAll(() => t.close());

  it('signs the first admin in with email, password and access token, and updates last_login', async () => {
    const response = await t.anonymous.post('/auth/login').send(t.admin).expect(200);
    expect(response.body.user).toMatchObject({ email: t.admin.email, role: 'admin', is_active: true });
    expect(response.body.access_token).toEqual(expect.any(String));
    expect(response.body.user.last_login).not.toBeNull();
    expect(JSON.stringify(response.body)).not.toMatch(/hash/);
  });

  it('refuses a wrong password, access token or email with one message that names none of them', async () => {
    const wrong = [
      { ...t.admin, password: 'wrong-password' },
      { ...t.admin, access_token: 'wrong-access-token-000' },
      { ...t.admin, email: 'nobody@example.com' },
    ];
    const details = new Set<string>();
    for (const credentials of wrong) {
      const response = await t.anonymous.post('/auth/login').set('X-Forwarded-For', '10.0.0.1').send(credentials).expect(401);
      details.add(response.body.detail);
    }
    expect([...details]).toEqual(['Invalid email, password or access token']);
  });

  it('answers missing login fields with the validation messages', async () => {
    const response = await t.anonymous.post('/auth/login').send({}).expect(400);
    expect(response.body.detail).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
      { field: 'access_token', message: 'Access token is required' },
    ]);
  });

  it('throttles repeated failures for one email with 429', async () => {
    const bad = { email: 'throttled@example.com', password: 'x-password', access_token: 'x-access-token-00000' };
    for (let i = 0; i < 3; i++) await t.anonymous.post('/auth/login').send(bad).expect(401);
    const response = await t.anonymous.post('/auth/login').send(bad).expect(429);
    expect(response.body.detail).toMatch(/Too many failed sign-in attempts/);
  });

  it('creates, lists, updates and deletes users with the spec messages, never returning secrets', async () => {
    const admin = await t.as(t.admin);
    const invalid = await admin.post('/auth/users').send({ email: 'not-an-email', password: 'short', access_token: 'short' }).expect(400);
    expect(invalid.body.detail).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'access_token', message: 'Access token must be at least 16 characters' },
    ]);
    const missing = await admin.post('/auth/users').send({}).expect(400);
    expect(missing.body.detail.map((p: { message: string }) => p.message)).toEqual([
      'Email is required',
      'Password is required',
      'Access token is required for new users',
    ]);

    const created = await admin.post('/auth/users').send({ ...USER, full_name: 'Pat' }).expect(201);
    expect(created.body).toMatchObject({ email: USER.email, role: 'user', is_active: true, last_login: null });
    expect(Object.keys(created.body)).not.toContain('password_hash');
    await admin.post('/auth/users').send(USER).expect(409);

    const list = await admin.get('/auth/users?skip=0&limit=10').expect(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((u: { email: string }) => u.email)).toEqual([t.admin.email, USER.email]);

    await admin.put(`/auth/users/${created.body.id}`).send({ full_name: 'Pat Operator', password: '', access_token: '' }).expect(200);
    await t.as(USER);

    const patToken = (await t.as(USER)).token;
    await admin.put(`/auth/users/${created.body.id}`).send({ is_active: false }).expect(200);
    await t.anonymous.get('/auth/me').set('Authorization', `Bearer ${patToken}`).expect(401);
    await t.anonymous.post('/auth/login').send(USER).expect(401);

    await admin.delete(`/auth/users/${created.body.id}`).expect(200);
    await admin.get(`/auth/users/${created.body.id}`).expect(404);
  });

  it('keeps an admin: no self-delete, no self-deactivation, the last admin keeps the role', async () => {
    const admin = await t.as(t.admin);
    const me = (await admin.get('/auth/me').expect(200)).body;
    expect((await admin.delete(`/auth/users/${me.id}`).expect(400)).body.detail).toBe('You cannot delete your own account');
    expect((await admin.put(`/auth/users/${me.id}`).send({ is_active: false }).expect(400)).body.detail).toBe(
      'You cannot deactivate your own account',
    );
    expect((await admin.put(`/auth/users/${me.id}`).send({ role: 'user' }).expect(400)).body.detail).toBe(
      'The last active admin must stay an active admin',
    );
  });

  it('keeps users management for admins only', async () => {
    const admin = await t.as(t.admin);
    const operator = { email: 'op@example.com', password: 'op-password-1', access_token: 'op-access-token-0123456789' };
    await admin.post('/auth/users').send({ ...operator, role: 'user' }).expect(201);
    const user = await t.as(operator);
    const denied = await user.get('/auth/users').expect(403);
    expect(denied.body.detail).toBe('Access denied. Admin privileges required.');
    await user.get('/auth/check-auth').expect(200);
  });

  it('logs out by revoking the token, and refreshes into a new one', async () => {
    const login = (await t.anonymous.post('/auth/login').send(t.admin).expect(200)).body;
    const refreshed = (await t.anonymous.post('/auth/refresh').send({ refresh_token: login.refresh_token }).expect(200)).body;
    expect(refreshed.access_token).not.toBe(login.access_token);
    await t.anonymous.get('/auth/me').set('Authorization', `Bearer ${login.access_token}`).expect(401);
    const bearer = `Bearer ${refreshed.access_token}`;
    await t.anonymous.get('/auth/me').set('Authorization', bearer).expect(200);
    await t.anonymous.post('/auth/logout').set('Authorization', bearer).expect(200);
    await t.anonymous.get('/auth/me').set('Authorization', bearer).expect(401);
  });

  it('changes and resets a password', async () => {
    const person = { email: 'reset@example.com', password: 'first-password', access_token: 'reset-access-token-01234' };
    const admin = await t.as(t.admin);
    await admin.post('/auth/users').send(person).expect(201);
    const self = await t.as(person);
    await self.post('/auth/change-password').send({ current_password: 'nope-nope', new_password: 'second-password' }).expect(400);
    await self.post('/auth/change-password').send({ current_password: person.password, new_password: 'second-password' }).expect(200);
    await t.as({ ...person, password: 'second-password' });

    const logged: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write');
    const { Logger } = await import('@nestjs/common');
    const logSpy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    await t.anonymous.post('/auth/forgot-password').send({ email: person.email }).expect(200);
    logSpy.mockRestore();
    spy.mockRestore();
    const token = /token=([\w-]+)/.exec(logged.join('\n'))?.[1];
    expect(token).toBeDefined();
    await t.anonymous.post('/auth/reset-password').send({ token, new_password: 'third-password' }).expect(200);
    await t.anonymous.post('/auth/reset-password').send({ token, new_password: 'fourth-password' }).expect(400);
    await t.as({ ...person, password: 'third-password' });
  });

  it('expires tokens after the configured time', async () => {
    const shortLived = await startTestApp({ env: { TOKEN_TTL_MINUTES: '0' } });
    try {
      const { token } = await shortLived.as(shortLived.admin);
      await shortLived.anonymous.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    } finally {
      await shortLived.close();
    }
  });

  it('answers unknown ids with 404 {detail} and unknown routes without a stack trace', async () => {
    const admin = await t.as(t.admin);
    const missing = await admin.get('/auth/users/9999').expect(404);
    expect(missing.body).toEqual({ detail: 'User 9999 not found' });
    const unknown = await admin.get('/no-such-route').expect(404);
    expect(unknown.body.detail).toEqual(expect.any(String));
    expect(JSON.stringify(unknown.body)).not.toMatch(/at \w+ \(/);
  });
});
