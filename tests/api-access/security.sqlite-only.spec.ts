import { EntityManager } from '@mikro-orm/knex';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/app';
import { CapturingLogger } from '../support/log-capture';
import { sftpEnv, startSftpServer, SftpTestServer } from '../support/sftp-server';

const OPERATOR = { email: 'secret-keeper@example.com', password: 'operator-password-XYZ', access_token: 'operator-access-token-QRS-123' };
const OPERATOR_PASSWORD_SET_BY_ADMIN = 'operator-password-set-by-admin-456';
const OPERATOR_PASSWORD_CHANGED = 'operator-password-changed-789';
const WRONG_PASSWORD = 'a-wrong-password-123';
const SFTP_PASSWORD = 'sftp password with spaces & signs +/=';
const WRONG_SFTP_PASSWORD = 'wrong-sftp-password-321';

function databaseBytes(dataDir: string): string {
  return ['partsfeed.sqlite', 'partsfeed.sqlite-wal']
    .map((name) => join(dataDir, name))
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');
}

/** A secret as it could appear: as is, URL-encoded (query strings), form-encoded, base64. */
function spellings(secret: string): string[] {
  return [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), Buffer.from(secret).toString('base64')];
}

describe('sessions, secrets and headers', () => {
  let t: TestApp;
  let sftp: SftpTestServer;
  const logger = new CapturingLogger();
  beforeAll(async () => {
    sftp = await startSftpServer({ password: SFTP_PASSWORD });
    t = await startTestApp({
      logger,
      env: sftpEnv(sftp, { failFast: true }),
    });
  });
  afterAll(async () => {
    await t.close();
    await sftp.close();
    logger.stop();
  });

  it('never writes a password, access token, session token or the SFTP password in clear text to the log or the database', async () => {
    const login = async (credentials: typeof OPERATOR) => {
      const { body } = await t.anonymous.post('/auth/login').send(credentials).expect(200);
      return body as { access_token: string; refresh_token: string };
    };
    const adminSession = await login(t.admin);
    const asAdmin = (token = adminSession.access_token) => ({
      get: (path: string) => t.anonymous.get(path).set('Authorization', `Bearer ${token}`),
      post: (path: string) => t.anonymous.post(path).set('Authorization', `Bearer ${token}`),
      put: (path: string) => t.anonymous.put(path).set('Authorization', `Bearer ${token}`),
    });
    const admin = asAdmin();

    // Users: created with a password and access token, signed in, refreshed, password set by the admin and changed.
    const created = await admin.post('/auth/users').send(OPERATOR).expect(201);
    const firstSession = await login(OPERATOR);
    const refreshed = (await t.anonymous.post('/auth/refresh').send({ refresh_token: firstSession.refresh_token }).expect(200)).body;
    await admin.put(`/auth/users/${created.body.id}`).send({ password: OPERATOR_PASSWORD_SET_BY_ADMIN }).expect(200);
    const secondSession = await login({ ...OPERATOR, password: OPERATOR_PASSWORD_SET_BY_ADMIN });
    await asAdmin(secondSession.access_token)
      .post('/auth/change-password')
      .send({ current_password: OPERATOR_PASSWORD_SET_BY_ADMIN, new_password: OPERATOR_PASSWORD_CHANGED })
      .expect(200);
    const thirdSession = await login({ ...OPERATOR, password: OPERATOR_PASSWORD_CHANGED });
    await asAdmin(thirdSession.access_token).get('/auth/me').expect(200);
    await t.anonymous.post('/auth/login').send({ ...OPERATOR, password: WRONG_PASSWORD }).expect(401);

    // SFTP: a wrong password refused, the right one stored (as the spec sends it: a query parameter), an export uploaded.
    await admin.post('/current/configure-sftp').query({ password: WRONG_SFTP_PASSWORD }).expect(400);
    await admin.post('/current/configure-sftp').query({ password: SFTP_PASSWORD }).expect(200);
    await t.app.get(EntityManager).getConnection().execute(
      "INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) VALUES ('S-1', 'PN-S-1', 'Bosch', ?, 'in stock', 9.5, ?)",
      [false, new Date()],
    );
    const job = (await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'Secrets.xml' }).expect(201)).body.job_id;
    let status: Record<string, unknown> = {};
    for (let i = 0; i < 200 && status.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await admin.get(`/current/export-xml-status/${job}`).expect(200)).body;
    }
    expect(status).toMatchObject({ status: 'completed', sftp_upload: 'completed' });
    expect(readdirSync(sftp.dir)).toEqual(['Secrets.xml']);

    const secrets = [
      t.admin.password,
      t.admin.access_token,
      OPERATOR.password,
      OPERATOR_PASSWORD_SET_BY_ADMIN,
      OPERATOR_PASSWORD_CHANGED,
      OPERATOR.access_token,
      WRONG_PASSWORD,
      SFTP_PASSWORD,
      WRONG_SFTP_PASSWORD,
      ...[adminSession, firstSession, refreshed, secondSession, thirdSession].flatMap((session) => [session.access_token, session.refresh_token]),
    ];
    const log = logger.text();
    const db = databaseBytes(t.dataDir);
    // The search looks at real output: the flow was logged and the database holds its data.
    expect(log).toContain(`Export ${job}`);
    expect(db).toContain(OPERATOR.email);
    expect(secrets.flatMap(spellings).filter((secret) => log.includes(secret))).toEqual([]);
    expect(secrets.flatMap(spellings).filter((secret) => db.includes(secret))).toEqual([]);
  });

  it('sets security headers and keeps CORS closed by default', async () => {
    const response = await t.anonymous.get('/auth/me').set('Origin', 'https://evil.example');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
