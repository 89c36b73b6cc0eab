import { mkdtempSync, readdirSync, rmSync, Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, FileHandle } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix, resolve, sep } from 'node:path';
import { Connection, Server, SFTPWrapper, utils } from 'ssh2';
import { hostKeyFingerprint } from '../../api/src/export/sftp';

const { STATUS_CODE, flagsToString } = utils.sftp;

export interface SftpTestServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The local directory the server shows as '/'. */
  dir: string;
  /** The host key's `SHA256:...` fingerprint, for pinning. */
  fingerprint: string;
  /**
   * "Server gone mid-upload": kills connections (socket destroyed, no goodbye) once each has
   * written `bytes` of file data; only the next `times` connections when given; null to stop.
   */
  dropConnectionsAfter(bytes: number | null, times?: number): void;
  /** "Disk full": every write of file data answers FAILURE, as OpenSSH's sftp-server does on ENOSPC or EDQUOT. */
  fillDisk(full: boolean): void;
  /**
   * "Slow line": every write of file data (from `fromOffset` of the file on, when given) waits unanswered until the
   * returned function is called; an upload then stands with exactly the bytes before `fromOffset` acknowledged.
   */
  holdWrites(fromOffset?: number): () => void;
  /** Connections accepted so far. */
  connections(): number;
  /** Removes every file the uploads left, so a test starts from an empty server. */
  empty(): void;
  close(): Promise<void>;
}

type Handle = { kind: 'file'; file: FileHandle } | { kind: 'dir'; path: string; listed: boolean };

/**
 * A real SFTP server in the test process (ssh2's Server): password sign-in, a temporary
 * directory as its root, the requests an upload and a listing need. RENAME refuses an existing
 * target, as OpenSSH's plain rename does, and posix-rename is not offered, so the uploader's
 * fallback path runs here while sshd covers the posix-rename path.
 */
/**
 * The app's SFTP_* settings for this server, its host key pinned by SFTP_HOST_FINGERPRINT (the accept-in-the-dialog
 * path has tests of its own); the password stays out, as operators enter it in the export dialog. `failFast`
 * gives up after 5 s without retries, for tests that cut the connection.
 */
export function sftpEnv(server: SftpTestServer, options: { failFast?: boolean } = {}): Record<string, string> {
  return {
    SFTP_HOST: server.host,
    SFTP_PORT: String(server.port),
    SFTP_USERNAME: server.username,
    SFTP_REMOTE_DIR: '.',
    SFTP_HOST_FINGERPRINT: server.fingerprint,
    ...(options.failFast ? { SFTP_TIMEOUT_SECONDS: '5', SFTP_RETRIES: '0' } : {}),
  };
}

/**
 * A fresh ed25519 host key pair that ssh2 can read back. About one pair in 256 from ssh2's own
 * generator is unreadable (it strips a public key's leading zero byte: mscdex/ssh2#1513), which
 * failed a test run now and then; such a pair is simply drawn again.
 */
function hostKeys(): { private: string; public: string } {
  for (;;) {
    const keys = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(keys.private) instanceof Error) && !(utils.parseKey(keys.public) instanceof Error)) return keys;
  }
}

export async function startSftpServer(options: { username?: string; password?: string } = {}): Promise<SftpTestServer> {
  const username = options.username ?? 'feed-user';
  const password = options.password ?? 'correct horse battery staple';
  const dir = mkdtempSync(join(tmpdir(), 'sftp-root-'));
  const keys = hostKeys();
  const fingerprint = hostKeyFingerprint(publicBlob(keys.public));
  let dropAfter: number | null = null;
  let dropsLeft = 0;
  let diskFull = false;
  let held = { from: 0, until: Promise.resolve() };
  let accepted = 0;
  const sockets = new Set<Socket>();

  const ssh = new Server({ hostKeys: [keys.private] }, (client: Connection, info) => {
    const socket = [...sockets].find((s) => s.remotePort === info.port);
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === username && ctx.password === password) return ctx.accept();
      ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          let written = 0;
          const closeFiles = serveSftp(acceptSftp(), dir, () => diskFull, (offset) => (offset >= held.from ? held.until : undefined), (bytes) => {
            written += bytes;
            if (dropAfter === null || written < dropAfter || dropsLeft <= 0) return true;
            dropsLeft--;
            written = -Infinity;
            socket?.destroy();
            return false;
          });
          client.on('close', closeFiles);
        });
      });
    });
  });

  const tcp = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    ssh.injectSocket(socket);
  });
  await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));

  return {
    host: '127.0.0.1',
    port: (tcp.address() as AddressInfo).port,
    username,
    password,
    dir,
    fingerprint,
    dropConnectionsAfter: (bytes, times = Infinity) => {
      dropAfter = bytes;
      dropsLeft = times;
    },
    fillDisk: (full) => {
      diskFull = full;
    },
    holdWrites: (fromOffset = 0) => {
      let release!: () => void;
      held = { from: fromOffset, until: new Promise((resolve) => (release = resolve)) };
      return release;
    },
    connections: () => accepted,
    empty: () => {
      for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => tcp.close(done));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The key blob of an OpenSSH public key line (`ssh-ed25519 AAAA... comment`). */
function publicBlob(publicKey: string): Buffer {
  return Buffer.from(publicKey.trim().split(/\s+/)[1], 'base64');
}

/** Answers the session's requests; returns what closes the files it left open. */
function serveSftp(
  sftp: SFTPWrapper,
  root: string,
  isDiskFull: () => boolean,
  writesHeld: (offset: number) => Promise<void> | undefined,
  allowWrite: (bytes: number) => boolean,
): () => void {
  const handles = new Map<number, Handle>();
  let nextHandle = 0;

  const local = (remotePath: string): string => {
    const normal = posix.normalize(`/${remotePath}`);
    const path = resolve(root, `.${normal}`);
    if (path !== root && !path.startsWith(root + sep)) throw new Error('outside the root');
    return path;
  };
  const newHandle = (value: Handle): Buffer => {
    const id = nextHandle++;
    handles.set(id, value);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const handleOf = (buffer: Buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined);
  const fail = (reqid: number, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    sftp.status(reqid, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : code === 'EACCES' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE);
  };
  const reply = (reqid: number, work: () => Promise<void>) => {
    work().catch((error) => fail(reqid, error));
  };

  sftp.on('OPEN', (reqid, filename, flags) =>
    reply(reqid, async () => {
      const file = await open(local(filename), flagsToString(flags) ?? 'r');
      sftp.handle(reqid, newHandle({ kind: 'file', file }));
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) =>
    reply(reqid, async () => {
      const entry = handleOf(handle);
      if (entry?.kind !== 'file' || isDiskFull()) return void sftp.status(reqid, STATUS_CODE.FAILURE);
      await entry.file.write(data, 0, data.length, offset);
      await writesHeld(offset);
      if (allowWrite(data.length)) sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('READ', (reqid, handle, offset, length) =>
    reply(reqid, async () => {
      const entry = handleOf(handle);
      if (entry?.kind !== 'file') return void sftp.status(reqid, STATUS_CODE.FAILURE);
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await entry.file.read(buffer, 0, length, offset);
      if (bytesRead === 0) sftp.status(reqid, STATUS_CODE.EOF);
      else sftp.data(reqid, buffer.subarray(0, bytesRead));
    }),
  );
  sftp.on('CLOSE', (reqid, handle) =>
    reply(reqid, async () => {
      const entry = handleOf(handle);
      if (!entry) return void sftp.status(reqid, STATUS_CODE.FAILURE);
      handles.delete(handle.readUInt32BE(0));
      if (entry.kind === 'file') await entry.file.close();
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('FSTAT', (reqid, handle) =>
    reply(reqid, async () => {
      const entry = handleOf(handle);
      if (entry?.kind !== 'file') return void sftp.status(reqid, STATUS_CODE.FAILURE);
      sftp.attrs(reqid, attrs(await entry.file.stat()));
    }),
  );
  sftp.on('STAT', (reqid, path) => reply(reqid, async () => void sftp.attrs(reqid, attrs(await stat(local(path))))));
  sftp.on('LSTAT', (reqid, path) => reply(reqid, async () => void sftp.attrs(reqid, attrs(await lstat(local(path))))));
  sftp.on('REALPATH', (reqid, path) =>
    reply(reqid, async () => {
      const normal = posix.normalize(`/${path}`);
      sftp.name(reqid, [{ filename: normal, longname: normal, attrs: attrs(await stat(local(normal))) }]);
    }),
  );
  sftp.on('OPENDIR', (reqid, path) =>
    reply(reqid, async () => {
      const target = local(path);
      if (!(await stat(target)).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
      sftp.handle(reqid, newHandle({ kind: 'dir', path: target, listed: false }));
    }),
  );
  sftp.on('READDIR', (reqid, handle) =>
    reply(reqid, async () => {
      const entry = handleOf(handle);
      if (entry?.kind !== 'dir') return void sftp.status(reqid, STATUS_CODE.FAILURE);
      if (entry.listed) return void sftp.status(reqid, STATUS_CODE.EOF);
      entry.listed = true;
      const names = await readdir(entry.path);
      const list = await Promise.all(
        names.map(async (filename) => {
          const stats = await lstat(join(entry.path, filename));
          return { filename, longname: `${stats.isDirectory() ? 'd' : '-'}rw-r--r-- 1 feed feed ${stats.size} Jan 1 00:00 ${filename}`, attrs: attrs(stats) };
        }),
      );
      sftp.name(reqid, list);
    }),
  );
  sftp.on('MKDIR', (reqid, path) =>
    reply(reqid, async () => {
      await mkdir(local(path));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('REMOVE', (reqid, path) =>
    reply(reqid, async () => {
      const target = local(path);
      if ((await lstat(target)).isDirectory()) throw new Error('is a directory');
      await rm(target);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqid, from, to) =>
    reply(reqid, async () => {
      const target = local(to);
      const exists = await lstat(target).then(() => true, () => false);
      if (exists) return void sftp.status(reqid, STATUS_CODE.FAILURE, 'target exists');
      await rename(local(from), target);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  return () => {
    for (const entry of handles.values()) if (entry.kind === 'file') void entry.file.close().catch(() => undefined);
    handles.clear();
  };
}

function attrs(stats: Stats) {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}
