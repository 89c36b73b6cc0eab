import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ADMIN } from '../../tests/support/app';

/** The built API (`npm run bench` builds it first), run from the project root. */
const MAIN = resolve('dist', 'api', 'src', 'main.js');
/**
 * What `npm run start:prod` sets for the server (package.json): two malloc arenas for the database driver's
 * threads, a 1 GiB old-generation ceiling, under which V8 grows the heap by smaller steps, and 4 MB
 * semi-spaces for the young generation (operations.md, Memory).
 */
const START_ENV = { MALLOC_ARENA_MAX: '2' };
const START_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=4'];

/**
 * The API as its own process, so its memory is measured apart from the bench's data
 * generator and HTTP clients: peak resident memory is the kernel's high-water mark (VmHWM)
 * of that process, which `resetPeak` sets back to the current size.
 */
export interface BenchServer {
  apiUrl: string;
  dataDir: string;
  sqlitePath: string;
  token: string;
  /** Resident memory now, bytes. */
  rss(): number;
  /**
   * CPU time the server process has used since it started, all its threads, ms: on a machine shared with
   * other work this measures a request's work where its wall time measures the machine's load too.
   */
  cpuMs(): number;
  /** Highest resident memory since the last `resetPeak` (or the start), bytes. */
  peakRss(): number;
  resetPeak(): void;
  /** The first match of `pattern` in what the server has logged, once it appears (at most `timeoutMs` later). */
  logged(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  /** The last `characters` of what the server has logged, for a failure's message. */
  logTail(characters: number): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

function statusKib(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the parenthesised name), in ticks of 10 ms (Linux USER_HZ). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitUntilServing(child: ChildProcess, apiUrl: string, output: string[]): Promise<void> {
  const exited = once(child, 'exit');
  for (let attempt = 0; attempt < 600; attempt++) {
    const status = await fetch(`${apiUrl}/auth/me`).then((r) => r.status, () => 0);
    if (status !== 0) return;
    const gone = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 100))]);
    if (gone) throw new Error(`the API exited before serving:\n${output.join('')}`);
  }
  throw new Error(`the API did not answer within 60 s:\n${output.join('')}`);
}

/** The API on SQLite in `dataDir`, or on the PostgreSQL database at `databaseUrl` when given. */
export async function startBenchServer(dataDir: string, databaseUrl = '', env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, MAIN], {
    env: {
      ...process.env,
      ...START_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_ACCESS_TOKEN: ADMIN.access_token,
      EXPORT_NIGHTLY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const apiUrl = `http://127.0.0.1:${port}/api/v1`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilServing(child, apiUrl, output);
    const login = await fetch(`${apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const pid = child.pid!;
    return {
      apiUrl,
      dataDir,
      sqlitePath: join(dataDir, 'partsfeed.sqlite'),
      token,
      rss: () => statusKib(pid, 'VmRSS'),
      cpuMs: () => cpuMsOf(pid),
      peakRss: () => statusKib(pid, 'VmHWM'),
      // Linux: writing 5 to clear_refs resets the peak resident set size to the current one.
      resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
      logged: async (pattern, timeoutMs) => {
        for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
          const match = pattern.exec(output.join(''));
          if (match) return match;
        }
        throw new Error(`the API did not log ${pattern} within ${timeoutMs} ms:\n${output.join('')}`);
      },
      logTail: (characters) => output.join('').slice(-characters),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
