import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './free-port';

const SSHD = '/usr/sbin/sshd';
const SSH_KEYGEN = '/usr/bin/ssh-keygen';

export interface SshdServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Directory to upload to, as the SFTP client names it (relative to the login directory). */
  remoteDir: string;
  /** The same directory on this machine, to inspect what arrived. */
  dir: string;
  /** `SHA256:...` exactly as `ssh-keygen -lf` prints it. */
  fingerprint: string;
  /** Restarts sshd on the same port with a newly generated host key; returns its fingerprint. */
  restartWithNewHostKey(): Promise<string>;
  close(): Promise<void>;
}

/** Why OpenSSH cannot be started here, or null when it can. */
export function sshdUnavailable(): string | null {
  if (!existsSync(SSHD) || !existsSync(SSH_KEYGEN)) return `${SSHD} is not installed (openssh-server)`;
  if (process.getuid?.() !== 0) return 'OpenSSH tests need root (to add a throw-away system user)';
  return null;
}

/**
 * OpenSSH's sshd on a free loopback port, password sign-in for a throw-away system user with a
 * random password (created now, deleted by close(), so no known password is ever left on the
 * machine), sftp through internal-sftp only, its own host key and config: the system's sshd and
 * settings are untouched. Returns null when sshd or root is not available.
 */
export async function startSshd(): Promise<SshdServer | null> {
  if (sshdUnavailable()) return null;
  const work = mkdtempSync(join(tmpdir(), 'sshd-'));
  chmodSync(work, 0o755); // the test user's home lives inside
  const username = `pfsftp${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  const home = join(work, 'home');
  let child: ChildProcess | undefined;
  try {
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    run('useradd', ['--home-dir', home, '--create-home', '--shell', '/bin/sh', username]);
    run('chpasswd', [], `${username}:${password}\n`);
    const dir = join(home, 'upload');
    mkdirSync(dir);
    run('chown', [`${username}:`, dir]);

    const hostKey = join(work, 'host_ed25519');
    const fingerprint = newHostKey(hostKey);

    const port = await freePort();
    const config = join(work, 'sshd_config');
    writeFileSync(
      config,
      [
        `Port ${port}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${hostKey}`,
        `PidFile ${join(work, 'sshd.pid')}`,
        'UsePAM no',
        'PasswordAuthentication yes',
        'KbdInteractiveAuthentication no',
        'PubkeyAuthentication no',
        'PermitRootLogin no',
        `AllowUsers ${username}`,
        'Subsystem sftp internal-sftp',
        'ForceCommand internal-sftp',
        'AllowTcpForwarding no',
        'X11Forwarding no',
        'StrictModes no',
        'MaxStartups 50',
        'LogLevel ERROR',
        '',
      ].join('\n'),
    );
    child = await launch(config, port);
    let sshd = child;
    return {
      host: '127.0.0.1',
      port,
      username,
      password,
      remoteDir: 'upload',
      dir,
      fingerprint,
      restartWithNewHostKey: async () => {
        await stop(sshd);
        const renewed = newHostKey(hostKey);
        sshd = await launch(config, port);
        return renewed;
      },
      close: async () => {
        await stop(sshd);
        removeUser(username);
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (child) await stop(child);
    removeUser(username);
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Writes a fresh ed25519 host key pair; returns its `SHA256:...` fingerprint. */
function newHostKey(path: string): string {
  rmSync(path, { force: true });
  rmSync(`${path}.pub`, { force: true });
  run(SSH_KEYGEN, ['-q', '-t', 'ed25519', '-N', '', '-C', 'partsfeed-test', '-f', path]);
  return run(SSH_KEYGEN, ['-l', '-E', 'sha256', '-f', `${path}.pub`]).split(/\s+/)[1];
}

async function launch(config: string, port: number): Promise<ChildProcess> {
  const child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, child, () => stderr);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

function run(command: string, args: string[], input?: string): string {
  // useradd/userdel wait for /etc/passwd's lock, which a parallel test run may hold for a moment.
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(command, args, { input, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
    } catch (error) {
      if (attempt >= 5 || !/lock/i.test(String((error as { stderr?: Buffer }).stderr))) throw error;
      execFileSync('sleep', ['0.2']);
    }
  }
}

function removeUser(username: string): void {
  try {
    run('userdel', ['--force', username]);
  } catch {
    // Never created, or already gone.
  }
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`sshd exited with ${child.exitCode}: ${stderr()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (open) return;
    await delay(50);
  }
  throw new Error(`sshd did not listen on ${port}: ${stderr()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
