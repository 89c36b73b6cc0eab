import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SftpError, SftpSettings, testConnection, uploadFile } from '../../api/src/export/sftp';
import { startCuttingProxy } from '../support/cutting-proxy';
import { startSftpServer, SftpTestServer } from '../support/sftp-server';
import { prerequisite } from '../support/prerequisites';
import { sshdUnavailable, startSshd, SshdServer } from '../support/sshd';

/** What the tests need from either server: where to connect, where files land, how to cut the line. */
interface Target {
  settings: SftpSettings;
  fingerprint: string;
  /** Local directory the uploads land in. */
  dir: string;
  /** Settings whose connections die after `bytes` sent towards the server (`times` connections). */
  cutting(bytes: number, times?: number): Promise<SftpSettings>;
  close(): Promise<void>;
}

let work: string;
let localFile: string;
let content: Buffer;
let logged: string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sftp-upload-'));
  content = Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), randomBytes(3 * 1024 * 1024)]);
  localFile = join(work, 'CurrentItems.xml');
  writeFileSync(localFile, content);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  logged = [];
  for (const level of ['log', 'warn', 'error', 'debug'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(String(args[0])));
  }
});
afterEach(() => jest.restoreAllMocks());

async function inProcessTarget(): Promise<Target> {
  const server: SftpTestServer = await startSftpServer();
  const settings: SftpSettings = {
    host: server.host,
    port: server.port,
    username: server.username,
    password: server.password,
    remote_dir: '/',
    host_fingerprint: server.fingerprint,
    timeout_ms: 5000,
    retries: 0,
  };
  return {
    settings,
    fingerprint: server.fingerprint,
    dir: server.dir,
    cutting: async (bytes, times) => {
      server.dropConnectionsAfter(bytes, times);
      return settings;
    },
    close: () => server.close(),
  };
}

async function sshdTarget(): Promise<Target> {
  const sshd = (await startSshd()) as SshdServer;
  const settings: SftpSettings = {
    host: sshd.host,
    port: sshd.port,
    username: sshd.username,
    password: sshd.password,
    remote_dir: sshd.remoteDir,
    host_fingerprint: sshd.fingerprint,
    timeout_ms: 10_000,
    retries: 0,
  };
  const proxies: { close(): Promise<void> }[] = [];
  return {
    settings,
    fingerprint: sshd.fingerprint,
    dir: sshd.dir,
    cutting: async (bytes, times) => {
      const proxy = await startCuttingProxy(sshd.port);
      proxies.push(proxy);
      proxy.cutAfter(bytes, times);
      return { ...settings, host: '127.0.0.1', port: proxy.port };
    },
    close: async () => {
      await Promise.all(proxies.map((proxy) => proxy.close()));
      await sshd.close();
    },
  };
}

/** The SftpError an upload or test fails with (fails the test if it succeeds). */
async function failure(work: Promise<unknown>): Promise<SftpError> {
  const error = await work.then(
    () => new Error('expected the SFTP operation to fail'),
    (e: unknown) => e,
  );
  if (!(error instanceof SftpError)) throw error;
  return error;
}

const sshdMissing = prerequisite('The OpenSSH sshd SFTP tests', sshdUnavailable()) ? null : 'unavailable';

describe.each([
  ['the in-process ssh2 SFTP server', inProcessTarget, null],
  ['OpenSSH sshd', sshdTarget, sshdMissing],
] as const)('upload to %s', (_name, start, unavailable) => {
  const maybe = unavailable ? it.skip : it;
  let target: Target;

  beforeAll(async () => {
    if (!unavailable) target = await start();
  });
  afterAll(async () => {
    await target?.close();
  });
  beforeEach(() => {
    if (!unavailable) for (const name of readdirSync(target.dir)) rmSync(join(target.dir, name), { force: true });
  });

  const remoteNames = () => readdirSync(target.dir).sort();

  maybe('uploads the file whole under its final name, with the pinned host key', async () => {
    const result = await uploadFile(localFile, 'CurrentItems.xml', { ...target.settings, host_fingerprint: target.fingerprint });
    expect(readFileSync(join(target.dir, 'CurrentItems.xml')).equals(content)).toBe(true);
    expect(remoteNames()).toEqual(['CurrentItems.xml']);
    expect(result).toEqual({
      remote_file: expect.stringMatching(/CurrentItems\.xml$/),
      file_size_mb: 3,
      upload_speed_mbps: expect.any(Number),
      upload_time_seconds: expect.any(Number),
    });
    expect(result.upload_speed_mbps).toBeGreaterThan(0);
  });

  maybe('replaces an existing remote file', async () => {
    writeFileSync(join(target.dir, 'CurrentItems.xml'), 'yesterday');
    await uploadFile(localFile, 'CurrentItems.xml', target.settings);
    expect(readFileSync(join(target.dir, 'CurrentItems.xml')).equals(content)).toBe(true);
    expect(remoteNames()).toEqual(['CurrentItems.xml']);
  });

  maybe('reports a wrong password clearly, without retrying and without the password', async () => {
    const settings = { ...target.settings, password: 'not-the-password', retries: 1 };
    const error = await failure(uploadFile(localFile, 'CurrentItems.xml', settings));
    expect(error.message).toBe(
      `SFTP authentication failed for user '${settings.username}' on ${settings.host}:${settings.port}: wrong username or password. Check the user in the SFTP settings and enter the password again`,
    );
    expect(await testConnection(settings)).toEqual({ success: false, error: error.message });
    expect(logged).toEqual([]);
    expect(remoteNames()).toEqual([]);
  });

  maybe('leaves no file under the final name when the server goes away mid-upload', async () => {
    writeFileSync(join(target.dir, 'CurrentItems.xml'), 'yesterday');
    const settings = await target.cutting(1024 * 1024);
    const error = await failure(uploadFile(localFile, 'CurrentItems.xml', settings));
    expect(error.kind).toBe('connection_lost');
    expect(error.message).toMatch(/^SFTP connection to 127\.0\.0\.1:\d+ was lost/);
    // The previous file is untouched and the partial upload has been cleaned away.
    expect(readFileSync(join(target.dir, 'CurrentItems.xml'), 'utf8')).toBe('yesterday');
    expect(remoteNames()).toEqual(['CurrentItems.xml']);
  });

  maybe('retries once after a dropped connection and then delivers the file', async () => {
    const settings = await target.cutting(1024 * 1024, 1);
    const result = await uploadFile(localFile, 'CurrentItems.xml', { ...settings, retries: 1 });
    expect(result.file_size_mb).toBe(3);
    expect(readFileSync(join(target.dir, 'CurrentItems.xml')).equals(content)).toBe(true);
    expect(remoteNames()).toEqual(['CurrentItems.xml']);
    expect(logged).toEqual([expect.stringMatching(/^Upload of CurrentItems\.xml failed \(attempt 1 of 2\), trying again: SFTP connection/)]);
    expect(logged.join('\n')).not.toContain(settings.password);
  });

  maybe('refuses a server whose host key is not the pinned one', async () => {
    const foreign = 'SHA256:' + randomBytes(32).toString('base64').replace(/=+$/, '');
    const settings = { ...target.settings, host_fingerprint: foreign };
    const error = await failure(uploadFile(localFile, 'CurrentItems.xml', settings));
    expect(error.kind).toBe('host_key');
    expect(error.message).toBe(
      `SFTP host key mismatch for ${settings.host}:${settings.port}: the server presented ${target.fingerprint}, but the accepted fingerprint is ${foreign}; refusing to connect, nothing was sent. If the provider changed its key, configure SFTP again and accept the new fingerprint`,
    );
    expect(remoteNames()).toEqual([]);
  });

  maybe('names a missing remote directory and does not retry', async () => {
    const settings = { ...target.settings, remote_dir: 'no-such-dir', retries: 1 };
    const error = await failure(uploadFile(localFile, 'CurrentItems.xml', settings));
    expect(error.message).toBe(`SFTP remote directory 'no-such-dir' does not exist on ${settings.host}:${settings.port}. Check the folder in the SFTP settings, or create it on the server`);
    expect(logged).toEqual([]);
  });

  maybe('tests the connection and the remote directory', async () => {
    const digest = Buffer.from(target.fingerprint.replace('SHA256:', ''), 'base64');
    const pins = [target.fingerprint, digest.toString('base64'), digest.toString('hex'), digest.toString('hex').match(/../g)!.join(':').toUpperCase()];
    for (const pin of pins) expect(await testConnection({ ...target.settings, host_fingerprint: pin })).toEqual({ success: true });
    const missing = await testConnection({ ...target.settings, remote_dir: 'no-such-dir' });
    expect(missing).toEqual({
      success: false,
      error: `SFTP remote directory 'no-such-dir' does not exist on ${target.settings.host}:${target.settings.port}. Check the folder in the SFTP settings, or create it on the server`,
    });
  });
});

describe('SFTP failures before any server answers', () => {
  const base: SftpSettings = {
    host: '127.0.0.1',
    port: 1,
    username: 'u',
    password: 'secret-password',
    remote_dir: '.',
    host_fingerprint: `SHA256:${'A'.repeat(43)}`,
    timeout_ms: 800,
    retries: 0,
  };

  it('says when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    expect(await testConnection({ ...base, port })).toEqual({
      success: false,
      error: `SFTP connection refused by 127.0.0.1:${port}: no SFTP server is listening there. Check the host and port in the SFTP settings, and that the provider's server is up`,
    });
  });

  it('gives up after timeout_ms when the server never speaks', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const port = (silent.address() as AddressInfo).port;
    try {
      const error = await failure(uploadFile(localFile, 'CurrentItems.xml', { ...base, port }));
      expect(error.message).toBe(`SFTP connection to 127.0.0.1:${port} timed out after 0.8 s. Check the host and port, and that no firewall blocks this server from reaching it`);
    } finally {
      silent.close();
    }
  });

  it('refuses a remote file name that would leave the remote directory', async () => {
    await expect(uploadFile(localFile, '../../etc/passwd', base)).rejects.toThrow("remote_filename must be a plain file name without '/' or '\\'");
  });

  it('never connects without a trusted host key', async () => {
    const error = await failure(uploadFile(localFile, 'feed.xml', { ...base, host_fingerprint: undefined }));
    expect(error.message).toBe('The SFTP host key of 127.0.0.1:1 has not been accepted yet: configure SFTP and accept its fingerprint');
  });

  it('refuses a pinned fingerprint that is not a SHA-256 fingerprint', async () => {
    const error = await failure(uploadFile(localFile, 'feed.xml', { ...base, host_fingerprint: 'MD5:aa:bb' }));
    expect(error.kind).toBe('config');
  });
});
