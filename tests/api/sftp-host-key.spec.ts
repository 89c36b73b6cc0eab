/**
 * The SFTP host key is trusted only once the operator has accepted it: the first configure-sftp reads
 * the fingerprint and sends nothing; password and fingerprint are stored together when the operator
 * accepts it; a server that later presents another key is refused with both fingerprints named, and
 * nothing is uploaded. Against OpenSSH's sshd, restarted with a new host key.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Api, startTestApp, TestApp } from '../support/app';
import { finishedExport } from '../support/export-job';
import { prerequisite } from '../support/prerequisites';
import { sshdUnavailable, SshdServer, startSshd } from '../support/sshd';

jest.setTimeout(120_000);

const skip = !prerequisite('The SFTP host-key tests', sshdUnavailable());
const maybe = skip ? it.skip : it;

let sshd: SshdServer;
let t: TestApp;
let admin: Api;

const uploaded = () => readdirSync(sshd.dir).sort();

beforeAll(async () => {
  if (skip) return;
  sshd = (await startSshd()) as SshdServer;
  t = await startTestApp({
    env: { SFTP_HOST: sshd.host, SFTP_PORT: String(sshd.port), SFTP_USERNAME: sshd.username, SFTP_REMOTE_DIR: sshd.remoteDir, SFTP_RETRIES: '0' },
  });
  admin = await t.as(t.admin);
  await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\n1,PN-1,9.99,in stock\n'), 'items.csv').expect(200);
});

afterAll(async () => {
  await t?.close();
  await sshd?.close();
});

describe('the SFTP host key', () => {
  maybe('is shown at first contact, and nothing is saved until the operator accepts it', async () => {
    const first = await admin.post('/current/configure-sftp').send({ password: sshd.password }).expect(200);
    expect(first.body).toEqual({
      success: false,
      host_fingerprint: sshd.fingerprint,
      message: `The SFTP server ${sshd.host}:${sshd.port} presents the host key ${sshd.fingerprint}. Compare it with the fingerprint your provider publishes, then accept it to save the password.`,
    });
    expect((await admin.get('/current/sftp-status').expect(200)).body).toMatchObject({ configured: false, host_fingerprint: null });
    expect((await admin.post('/current/export-and-upload-sftp').send({}).expect(400)).body.detail).toContain('SFTP is not configured');
  });

  maybe('accepting another fingerprint than the server presents saves nothing', async () => {
    const other = `SHA256:${'B'.repeat(43)}`;
    const refused = await admin.post('/current/configure-sftp').send({ password: sshd.password, accept_fingerprint: other }).expect(400);
    expect(refused.body.detail).toContain(`the server presented ${sshd.fingerprint}, but the accepted fingerprint is ${other}`);
    expect((await admin.get('/current/sftp-status').expect(200)).body.configured).toBe(false);
  });

  maybe('once accepted, password and fingerprint are stored and exports are delivered', async () => {
    const accepted = await admin.post('/current/configure-sftp').send({ password: sshd.password, accept_fingerprint: sshd.fingerprint }).expect(200);
    expect(accepted.body).toMatchObject({ success: true, host_fingerprint: sshd.fingerprint });
    expect((await admin.get('/current/sftp-status').expect(200)).body).toMatchObject({ configured: true, host_fingerprint: sshd.fingerprint });
    const job = await finishedExport(admin, (await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'First.xml' }).expect(201)).body.job_id);
    expect(job).toMatchObject({ status: 'completed', sftp_upload: 'completed' });
    expect(uploaded()).toEqual(['First.xml']);
  });

  maybe('a server restarted with a new host key is refused, naming both fingerprints, and nothing is uploaded', async () => {
    const accepted = sshd.fingerprint;
    rmSync(join(sshd.dir, 'First.xml'));
    const renewed = await sshd.restartWithNewHostKey();
    expect(renewed).not.toBe(accepted);
    const mismatch = `SFTP host key mismatch for ${sshd.host}:${sshd.port}: the server presented ${renewed}, but the accepted fingerprint is ${accepted}`;

    const test = await admin.post('/current/test-sftp').expect(200);
    expect(test.body.success).toBe(false);
    expect(test.body.error).toContain(mismatch);

    const job = await finishedExport(admin, (await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'Second.xml' }).expect(201)).body.job_id);
    expect(job.status).toBe('completed_with_sftp_error');
    expect(String(job.sftp_error)).toContain(mismatch);
    expect(uploaded()).toEqual([]);

    const again = await admin.post('/current/configure-sftp').send({ password: sshd.password, accept_fingerprint: renewed }).expect(200);
    expect(again.body).toMatchObject({ success: true, host_fingerprint: renewed });
  });
});
