import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import { ClientRequest, request } from 'node:http';
import { basename, join, resolve } from 'node:path';
import { ADMIN, TEST_SCRYPT_LOG_N } from './app';

const MAIN = resolve(__dirname, '..', '..', 'dist', 'api', 'src', 'main.js');

/**
 * The built server (`dist/`, so `npx nest build` first) as a child process, for tests that must
 * kill it the hard way. Its stdout and stderr are kept in `output`.
 */
export interface ServerProcess {
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  /** Absolute URL of an API path (relative to /api/v1). */
  url(path: string): string;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
}

/** Starts `dist/api/src/main.js` on `dataDir` and waits until it answers HTTP. */
export async function startBuiltServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_ACCESS_TOKEN: ADMIN.access_token,
      EXPORT_NIGHTLY: 'false',
      SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit');
  const server: ServerProcess = {
    port,
    dataDir,
    child,
    output,
    url: (path) => `http://127.0.0.1:${port}/api/v1${path}`,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output.join('')}`);
    const up = await call(server, 'GET', '/auth/me').then((r) => r.status, () => 0);
    if (up !== 0) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`server did not start: ${output.join('')}`);
}

export interface Answer {
  status: number;
  body: string;
  json(): Record<string, unknown>;
}

/**
 * One request on a connection of its own: a kept-alive connection would outlive a killed server
 * or race the server's keep-alive timeout while the test runs a long query in between.
 */
export function call(server: ServerProcess, method: string, path: string, options: { token?: string; json?: unknown } = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const req = request(server.url(path), {
    method,
    agent: false,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
    },
  });
  const answer = readAnswer(req);
  req.end(body);
  return answer;
}

function readAnswer(req: ClientRequest): Promise<Answer> {
  return new Promise<Answer>((done, fail) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body, json: () => JSON.parse(body) as Record<string, unknown> }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

/** Signs the first admin in; returns the bearer token. */
export async function signIn(server: ServerProcess): Promise<string> {
  const answer = await call(server, 'POST', '/auth/login', { json: ADMIN });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return answer.json().access_token as string;
}

export interface StreamedUpload {
  /** Resolves once the whole request body has been handed to the socket. */
  sent: Promise<void>;
  /** The answer, or a rejection when the connection dies first. */
  response: Promise<Answer>;
}

/** POSTs `filePath` as the multipart field `file`, streamed from disk (never held in memory). */
export function streamUpload(server: ServerProcess, token: string, route: string, filePath: string): StreamedUpload {
  const boundary = `----partsfeed${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(filePath)}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(server.url(route), {
    method: 'POST',
    agent: false,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + statSync(filePath).size + tail.length,
    },
  });
  const response = readAnswer(req);
  const sent = new Promise<void>((done, fail) => {
    req.on('finish', done);
    req.on('error', fail);
  });
  req.write(head);
  const file = createReadStream(filePath);
  file.pipe(req, { end: false });
  file.on('end', () => req.end(tail));
  // The rejections are the caller's to read; unobserved ones must not fail the test run.
  response.catch(() => undefined);
  sent.catch(() => undefined);
  return { sent, response };
}

/** Runs SQL on the server's SQLite file with the sqlite3 shell (waits up to 10 s for locks). */
export function sqlite(dataDir: string, sql: string): string {
  return execFileSync('sqlite3', ['-cmd', '.timeout 10000', join(dataDir, 'partsfeed.sqlite'), sql], { encoding: 'utf8' }).trim();
}
