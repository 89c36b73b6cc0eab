/**
 * The SFTP dialog's settings: only admins change them; host, port, user and folder can replace the
 * environment's; every failure says what failed and what to check; settings saved under another
 * SECRET_KEY answer a clear 409 until an admin enters the password again. Against the real in-process
 * SFTP server and closed ports.
 */
import { EntityManager } from '@mikro-orm/knex';
import { mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deriveSecretBoxKey, encrypt } from '../../api/src/common/crypto/secret-box';
import { Setting } from '../../api/src/export/entities/setting.entity';
import { NightlyExportService } from '../../api/src/export/jobs/nightly-export.service';
import { finishedExport } from '../support/export-job';
import { Api, startTestApp, TestApp } from '../support/app';
import { startSftpServer, SftpTestServer } from '../support/sftp-server';

const USER = { email: 'operator@example.com', password: 'operator-password', access_token: 'operator-access-token-0123' };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123' };
const CHANGED_KEY =
  'The saved SFTP settings cannot be read: SECRET_KEY has changed since they were saved. An admin must enter the SFTP password again (Configure SFTP in the export dialog)';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

let sftp: SftpTestServer;
let t: TestApp;
let admin: Api;
let environmentPort: number;

beforeAll(async () => {
  sftp = await startSftpServer();
  mkdirSync(join(sftp.dir, 'feeds'));
  environmentPort = await closedPort();
  // The environment names a port where nothing listens: the dialog's settings must replace it.
  t = await startTestApp({ env: { SFTP_HOST: '127.0.0.1', SFTP_PORT: String(environmentPort), SFTP_USERNAME: 'nobody', SFTP_TIMEOUT_SECONDS: '5', SFTP_RETRIES: '0' } });
  admin = await t.as(t.admin);
  await admin.post('/auth/users').send({ ...USER, role: 'user' }).expect(201);
  await admin.post('/auth/users').send({ ...VIEWER, role: 'readonly' }).expect(201);
  await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\nC-1,OIL-1,9.99,in stock\n'), 'items.csv').expect(200);
});
afterAll(async () => {
  await t.close();
  await sftp.close();
});

const target = () => ({ host: sftp.host, port: sftp.port, username: sftp.username, remote_dir: 'feeds' });

describe('who may change the SFTP settings', () => {
  it('refuses users and readonly users, in JSON and in the query form', async () => {
    const user = await t.as(USER);
    const viewer = await t.as(VIEWER);
    const refused = await user.post('/current/configure-sftp').send({ password: sftp.password, ...target() }).expect(403);
    expect(refused.body.detail).toBe('Access denied. Admin privileges required.');
    await user.post('/current/configure-sftp').query({ password: sftp.password }).expect(403);
    await viewer.post('/current/configure-sftp').send({ password: sftp.password }).expect(403);
    expect((await admin.get('/current/sftp-status').expect(200)).body).toMatchObject({ configured: false, port: environmentPort, username: 'nobody' });
  });
});

describe('what each failure says', () => {
  it('connection refused', async () => {
    const port = await closedPort();
    const { body } = await admin.post('/current/configure-sftp').send({ password: 'any-password', port }).expect(400);
    expect(body.detail).toBe(
      `SFTP connection test failed, nothing was saved: SFTP connection refused by 127.0.0.1:${port}: no SFTP server is listening there. Check the host and port in the SFTP settings, and that the provider's server is up`,
    );
  });

  it('host not found', async () => {
    const { body } = await admin.post('/current/configure-sftp').send({ password: 'any-password', host: 'no-such-host.invalid' }).expect(400);
    expect(body.detail).toBe(
      "SFTP connection test failed, nothing was saved: SFTP host 'no-such-host.invalid' could not be found. Check the host name in the SFTP settings and that this server can resolve it (DNS)",
    );
  });

  it('authentication failed', async () => {
    const { body } = await admin
      .post('/current/configure-sftp')
      .send({ password: 'not-the-password', accept_fingerprint: sftp.fingerprint, ...target() })
      .expect(400);
    expect(body.detail).toBe(
      `SFTP connection test failed, nothing was saved: SFTP authentication failed for user 'feed-user' on 127.0.0.1:${sftp.port}: wrong username or password. Check the user in the SFTP settings and enter the password again`,
    );
  });

  it('host key changed', async () => {
    const foreign = `SHA256:${'A'.repeat(43)}`;
    const { body } = await admin.post('/current/configure-sftp').send({ password: sftp.password, accept_fingerprint: foreign, ...target() }).expect(400);
    expect(body.detail).toBe(
      `SFTP connection test failed, nothing was saved: SFTP host key mismatch for 127.0.0.1:${sftp.port}: the server presented ${sftp.fingerprint}, but the accepted fingerprint is ${foreign}; refusing to connect, nothing was sent. If the provider changed its key, configure SFTP again and accept the new fingerprint`,
    );
  });

  it('folder missing', async () => {
    const { body } = await admin
      .post('/current/configure-sftp')
      .send({ password: sftp.password, accept_fingerprint: sftp.fingerprint, ...target(), remote_dir: 'no-such-folder' })
      .expect(400);
    expect(body.detail).toBe(
      `SFTP connection test failed, nothing was saved: SFTP remote directory 'no-such-folder' does not exist on 127.0.0.1:${sftp.port}. Check the folder in the SFTP settings, or create it on the server`,
    );
    expect((await admin.get('/current/sftp-status').expect(200)).body.configured).toBe(false);
  });
});

describe("an admin's host, port, user and folder", () => {
  it('are tried, shown for acceptance at first contact, then saved and used', async () => {
    const first = await admin.post('/current/configure-sftp').send({ password: sftp.password, ...target() }).expect(200);
    expect(first.body).toMatchObject({ success: false, host_fingerprint: sftp.fingerprint });
    const saved = await admin.post('/current/configure-sftp').send({ password: sftp.password, accept_fingerprint: sftp.fingerprint, ...target() }).expect(200);
    expect(saved.body).toEqual({ success: true, host_fingerprint: sftp.fingerprint, message: 'SFTP configured: the connection test succeeded and the settings were saved' });
    expect((await admin.get('/current/sftp-status').expect(200)).body).toEqual({
      configured: true,
      host_fingerprint: sftp.fingerprint,
      host: '127.0.0.1',
      port: sftp.port,
      username: 'feed-user',
      remote_dir: 'feeds',
      problem: null,
    });
    const job = await finishedExport(admin, (await admin.post('/current/export-and-upload-sftp').send({}).expect(201)).body.job_id);
    expect(job).toMatchObject({ status: 'completed', sftp_upload: 'completed' });
    expect(readdirSync(join(sftp.dir, 'feeds'))).toEqual(['CurrentItems.xml']);
  });

  it('say so when the disk is full', async () => {
    sftp.fillDisk(true);
    try {
      const job = await finishedExport(admin, (await admin.post('/current/export-and-upload-sftp').send({}).expect(201)).body.job_id);
      expect(job).toMatchObject({
        status: 'completed_with_sftp_error',
        sftp_error: `The SFTP server 127.0.0.1:${sftp.port} could not store the file: its disk is full or the account's quota is used up. Ask the provider to free space or raise the quota, then export again`,
      });
    } finally {
      sftp.fillDisk(false);
    }
  });
});

describe('settings saved under another SECRET_KEY', () => {
  beforeAll(async () => {
    const em = t.app.get(EntityManager).fork();
    const otherKey = deriveSecretBoxKey('the key before the change');
    await em.nativeUpdate(Setting, { key: 'sftp.password' }, { value: encrypt(sftp.password, otherKey) });
  });

  it('answer a clear 409 on the SFTP endpoints, and the status says what to do', async () => {
    expect((await admin.get('/current/sftp-status').expect(200)).body).toMatchObject({ configured: false, problem: CHANGED_KEY });
    expect((await admin.post('/current/test-sftp').expect(409)).body.detail).toBe(CHANGED_KEY);
    expect((await admin.post('/current/export-and-upload-sftp').send({}).expect(409)).body.detail).toBe(CHANGED_KEY);
  });

  it('leave the nightly export running, without upload', async () => {
    const [jobId] = (await t.app.get(NightlyExportService).runNow()) as string[];
    expect(await finishedExport(admin, jobId)).toMatchObject({ status: 'completed', sftp_upload: 'disabled' });
  });

  it('work again once an admin enters the password again', async () => {
    await admin.post('/current/configure-sftp').send({ password: sftp.password, accept_fingerprint: sftp.fingerprint, ...target() }).expect(200);
    expect((await admin.get('/current/sftp-status').expect(200)).body).toMatchObject({ configured: true, problem: null, port: sftp.port });
    expect((await admin.post('/current/test-sftp').expect(200)).body).toEqual({ success: true, error: null });
  });
});
