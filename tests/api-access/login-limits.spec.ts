/**
 * Every sign-in limit, with the figures written out: per e-mail at an address, per address, the window's end,
 * a success that must not wipe the address's failures, nothing stored for a client over its limit, attempts
 * purged after their window, the proxy's address trusted but not a client's own X-Forwarded-For, and guesses
 * at the current password on change-password counted like sign-ins.
 */
import { MikroORM } from '@mikro-orm/core';
import { startTestApp, TestApp } from '../support/app';

const PERSON = { email: 'fitter@example.com', password: 'fitter-password-1', access_token: 'fitter-access-token-0123456' };
const WINDOW_SECONDS = 600;

let t: TestApp;
const sql = <T>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
/** `from` is what the proxy in front of the app appends: the address it saw. */
const login = (credentials: object, from: string) => t.anonymous.post('/auth/login').set('X-Forwarded-For', from).send(credentials);
const wrong = (from: string) => login({ ...PERSON, password: 'not-the-password' }, from);
const stranger = (n: number, from: string) => login({ ...PERSON, email: `stranger${n}@example.com` }, from);
const rows = async () => Number((await sql<{ n: number | string }>('SELECT COUNT(*) AS n FROM login_attempts'))[0].n);
const statuses = async (attempts: Array<() => Promise<{ status: number }>>) => {
  const answers: number[] = [];
  for (const attempt of attempts) answers.push((await attempt()).status);
  return answers;
};

beforeAll(async () => {
  t = await startTestApp({
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS), TRUST_PROXY: '1' },
  });
  await (await t.as(t.admin)).post('/auth/users').send(PERSON).expect(201);
});

afterAll(() => t?.close());

beforeEach(() => sql('DELETE FROM login_attempts'));

describe('sign-in limits', () => {
  it('per e-mail: 3 failures from one address, then 429 even with the right password', async () => {
    expect(await statuses([() => wrong('198.51.100.1'), () => wrong('198.51.100.1'), () => wrong('198.51.100.1'), () => wrong('198.51.100.1')])).toEqual([
      401, 401, 401, 429,
    ]);
    const locked = await login(PERSON, '198.51.100.1').expect(429);
    expect(locked.body.detail).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
  });

  it('per address: 5 failures with 5 different e-mails, then 429 for any e-mail', async () => {
    expect(await statuses([1, 2, 3, 4, 5, 6].map((n) => () => stranger(n, '198.51.100.2')))).toEqual([401, 401, 401, 401, 401, 429]);
    await login(PERSON, '198.51.100.2').expect(429);
  });

  it('stores nothing more for an address over its limit: no e-mail row per further guess', async () => {
    for (let n = 1; n <= 5; n++) await stranger(n, '198.51.100.3').expect(401);
    expect(await rows()).toBe(6); // the address and five e-mails
    for (let n = 6; n <= 15; n++) await stranger(n, '198.51.100.3').expect(429);
    expect(await rows()).toBe(6);
  });

  it('refuses an e-mail longer than any user can have before storing anything', async () => {
    const answer = await login({ ...PERSON, email: `${'x'.repeat(90_000)}@example.com` }, '198.51.100.4').expect(400);
    expect(answer.body.detail).toEqual([{ field: 'email', message: 'Email must be at most 320 characters' }]);
    expect(await rows()).toBe(0);
  });

  it('a success takes back only its own attempt: the address keeps its earlier failures', async () => {
    for (let n = 1; n <= 4; n++) await stranger(n, '198.51.100.5').expect(401);
    await login(PERSON, '198.51.100.5').expect(200);
    expect(await statuses([() => stranger(5, '198.51.100.5'), () => stranger(6, '198.51.100.5')])).toEqual([401, 429]);
  });

  it('ends with the LOGIN_WINDOW_SECONDS window, and attempts past it are deleted', async () => {
    for (let n = 1; n <= 3; n++) await wrong('198.51.100.6').expect(401);
    await login(PERSON, '198.51.100.6').expect(429);
    await sql('UPDATE login_attempts SET window_started_at = window_started_at - ?', [(WINDOW_SECONDS - 5) * 1000]);
    await login(PERSON, '198.51.100.6').expect(429);
    await sql('UPDATE login_attempts SET window_started_at = window_started_at - ?', [10_000]);
    await stranger(1, '198.51.100.7').expect(401);
    expect(await rows()).toBe(2); // only the new attempt's address and e-mail: the expired ones were purged
    await login(PERSON, '198.51.100.6').expect(200);
  });

  it("ends an address's limit with the window too", async () => {
    for (let n = 1; n <= 5; n++) await stranger(n, '198.51.100.9').expect(401);
    await stranger(6, '198.51.100.9').expect(429);
    await sql('UPDATE login_attempts SET window_started_at = window_started_at - ?', [(WINDOW_SECONDS - 5) * 1000]);
    await stranger(7, '198.51.100.9').expect(429);
    await sql('UPDATE login_attempts SET window_started_at = window_started_at - ?', [10_000]);
    expect(await statuses([8, 9, 10, 11, 12, 13].map((n) => () => stranger(n, '198.51.100.9')))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("believes the address the proxy appends, not what the client wrote before it", async () => {
    const spoofed = (n: number) => () => login({ ...PERSON, password: 'not-the-password' }, `203.0.113.${n}, 198.51.100.8`);
    expect(await statuses([1, 2, 3, 4].map(spoofed))).toEqual([401, 401, 401, 429]);
  });
});

describe('change-password', () => {
  it('counts guesses at the current password like sign-ins: 3 wrong, then 429 even for the right one', async () => {
    const person = await t.as(PERSON);
    const change = (current: string) =>
      person.post('/auth/change-password').set('X-Forwarded-For', '198.51.100.9').send({ current_password: current, new_password: 'fitter-password-2' });
    expect(await statuses([() => change('guess-1'), () => change('guess-2'), () => change('guess-3'), () => change('guess-4')])).toEqual([
      400, 400, 400, 429,
    ]);
    await change(PERSON.password).expect(429);
  });

  it('counts guesses on change-access-token against the same limit, so the two routes cannot be alternated', async () => {
    const person = await t.as(PERSON);
    const guess = (route: string, current: string) =>
      person
        .post(`/auth/${route}`)
        .set('X-Forwarded-For', '198.51.100.10')
        .send(route === 'change-password' ? { current_password: current, new_password: 'fitter-password-3' } : { current_password: current, new_access_token: 'a-fresh-access-token-0001' });
    expect(
      await statuses([
        () => guess('change-access-token', 'guess-1'),
        () => guess('change-password', 'guess-2'),
        () => guess('change-access-token', 'guess-3'),
        () => guess('change-access-token', 'guess-4'),
      ]),
    ).toEqual([400, 400, 400, 429]);
  });
});
