/**
 * Sign-in under attack: attempts are counted before the slow hash, so a parallel burst cannot get past
 * the limit; the lockout is keyed on the e-mail at one client address (TRUST_PROXY reads the address a
 * proxy forwards); unknown e-mails cost as much as wrong passwords; hashes carry their scrypt
 * parameters, the default cost is 2^17, and an older hash is replaced at the next sign-in.
 */
import { MikroORM } from '@mikro-orm/core';
import crypto, { randomBytes, scryptSync } from 'node:crypto';
import { loadConfig } from '../../api/src/config/app-config';
import { startTestApp, TestApp } from '../support/app';

jest.setTimeout(60_000);

const PERSON = { email: 'mechanic@example.com', password: 'mechanic-password-1', access_token: 'mechanic-access-token-012345' };

let t: TestApp;
const sql = <T>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
const login = (credentials: object, from = '203.0.113.7') => t.anonymous.post('/auth/login').set('X-Forwarded-For', from).send(credentials);

beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5', TRUST_PROXY: '1' } });
  const admin = await t.as(t.admin);
  await admin.post('/auth/users').send(PERSON).expect(201);
});

afterAll(() => t?.close());

describe('login throttling', () => {
  it('a parallel burst of wrong passwords gets exactly the limit of 401s, then 429s', async () => {
    const wrong = { ...PERSON, password: 'wrong-password-x' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(wrong, '198.51.100.1')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await login(PERSON, '198.51.100.1')).status).toBe(429);
  });

  it("an attacker's failures elsewhere do not lock the owner out", async () => {
    await login(PERSON, '192.0.2.44').expect(200);
  });

  it('a success takes the attempt back, so an office behind one address is not locked by its own sign-ins', async () => {
    // More sign-ins than the address may fail (5): each success must take its own attempt back.
    for (let i = 0; i < 8; i++) await login(PERSON, '192.0.2.50').expect(200);
  });

  it('an unknown e-mail costs the same two hashes as a wrong password', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const hashesFor = async (credentials: object) => {
      scrypt.mockClear();
      await login(credentials, '192.0.2.60').expect(401);
      return scrypt.mock.calls.map((call) => (call[3] as crypto.ScryptOptions).N);
    };
    try {
      expect(await hashesFor({ ...PERSON, email: 'nobody@example.com' })).toEqual([2 ** 10, 2 ** 10]);
      expect(await hashesFor({ ...PERSON, password: 'wrong-password-y' })).toEqual([2 ** 10, 2 ** 10]);
    } finally {
      scrypt.mockRestore();
    }
  });
});

describe('stored hashes', () => {
  it('carry their parameters, at N = 2^15 and p = 3 by default', () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, SECRET_KEY: 'x' });
    expect([config.scryptLogN, config.scryptP]).toEqual([15, 3]);
  });

  it.each([
    ['written before parameters were stored', (salt: Buffer, key: Buffer) => `scrypt$${salt.toString('base64')}$${key.toString('base64')}`, 14],
    ['made at a lower cost', (salt: Buffer, key: Buffer) => `scrypt$ln=8,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`, 8],
  ])('a hash %s is replaced at the next sign-in', async (_name, format, logN) => {
    const salt = randomBytes(16);
    const key = scryptSync(PERSON.password, salt, 32, { N: 2 ** logN, r: 8, p: 1 });
    await sql('UPDATE users SET password_hash = ? WHERE email = ?', [format(salt, key), PERSON.email]);
    await login(PERSON, '192.0.2.70').expect(200);
    const [row] = await sql<{ password_hash: string; access_token_hash: string }>('SELECT password_hash, access_token_hash FROM users WHERE email = ?', [PERSON.email]);
    expect(row.password_hash).toMatch(/^scrypt\$ln=10,r=8,p=3\$/);
    expect(row.access_token_hash).toMatch(/^scrypt\$ln=10,r=8,p=3\$/);
    await login(PERSON, '192.0.2.70').expect(200);
  });
});

describe('a production-cost hash', () => {
  let strong: TestApp;
  afterAll(() => strong?.close());

  it('is made at N = 2^15, p = 3 and signs in', async () => {
    strong = await startTestApp({ env: { SCRYPT_LOG_N: '15' } });
    const [row] = await strong.app.get(MikroORM).em.getConnection().execute<Array<{ password_hash: string }>>('SELECT password_hash FROM users');
    expect(row.password_hash).toMatch(/^scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await strong.anonymous.post('/auth/login').send(strong.admin).expect(200);
  });
});

describe('the last admin', () => {
  it('survives two admins demoting each other at the same moment: exactly one demotion passes', async () => {
    const root = await t.as(t.admin);
    const second = { email: 'second-admin@example.com', password: 'second-admin-pw-1', access_token: 'second-admin-access-token-01' };
    const secondId = (await root.post('/auth/users').send({ ...second, role: 'admin' }).expect(201)).body.id;
    const other = await t.as(second);
    const [rootMe] = [(await root.get('/auth/me').expect(200)).body.id];
    const answers = await Promise.all([
      root.put(`/auth/users/${secondId}`).send({ role: 'user' }),
      other.put(`/auth/users/${rootMe}`).send({ role: 'user' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.detail).toBe('The last active admin must stay an active admin');
    const [{ n }] = await sql<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE role = 'admin' AND is_active = ?", [true]);
    expect(Number(n)).toBe(1);
  });
});
