import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/app';
import { CapturingLogger } from '../support/log-capture';

const OPERATOR = { email: 'secret-keeper@example.com', password: 'operator-password-XYZ', access_token: 'operator-access-token-QRS-123' };

function databaseBytes(dataDir: string): string {
  return ['partsfeed.sqlite', 'partsfeed.sqlite-wal']
    .map((name) => join(dataDir, name))
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');
}

describe('sessions, secrets and headers', () => {
  let t: TestApp;
  const logger = new CapturingLogger();
  beforeAll(async () => {
    t = await startTestApp({ logger });
  });
  afterAll(async () => {
    await t.close();
    logger.stop();
  });

  it('never writes a password, access token or bearer token in clear text to the log or the database', async () => {
    const admin = await t.as(t.admin);
    await admin.post('/auth/users').send(OPERATOR).expect(201);
    const operator = await t.as(OPERATOR);
    await operator.get('/auth/me').expect(200);
    await t.anonymous.post('/auth/login').send({ ...OPERATOR, password: 'a-wrong-password-123' }).expect(401);

    const secrets = [t.admin.password, t.admin.access_token, OPERATOR.password, OPERATOR.access_token, admin.token, operator.token, 'a-wrong-password-123'];
    const log = logger.text();
    const db = databaseBytes(t.dataDir);
    expect(log.length).toBeGreaterThan(0);
    expect(db).toContain(OPERATOR.email);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(secrets.filter((secret) => db.includes(secret))).toEqual([]);
  });

  it('sets security headers and keeps CORS closed by default', async () => {
    const response = await t.anonymous.get('/auth/me').set('Origin', 'https://evil.example');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
