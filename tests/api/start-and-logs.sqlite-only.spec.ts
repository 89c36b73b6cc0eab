/**
 * What an operator reads when the built server starts and serves: a handful of useful lines by
 * default, one JSON object per line with LOG_FORMAT=json, and request lines only at debug level,
 * never carrying a query string, a body or a value from the path. Needs `npx nest build` (npm test builds first).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from '../support/app';
import { freePort } from '../support/free-port';
import { call, ServerProcess, signIn, startBuiltServer } from '../support/server-process';

jest.setTimeout(60_000);

const VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

let dirs: string[] = [];
let servers: ServerProcess[] = [];

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'partsfeed-logs-'));
  dirs.push(dir);
  const server = await startBuiltServer(dir, await freePort(), { EXPORT_NIGHTLY: 'true', ...env });
  servers.push(server);
  await until(() => server.output.join('').includes('serving http'));
  return server;
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
}

const lines = (server: ServerProcess) => server.output.join('').split('\n').filter((l) => l.trim() !== '');

afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  [servers, dirs] = [[], []];
});

describe('the built server start-up and logs', () => {
  it('prints only the first-admin notice, the nightly schedule and the version, address and database', async () => {
    const server = await start({});
    await signIn(server);
    await call(server, 'GET', '/brands?search=quiet');
    const printed = lines(server);
    expect(printed).toHaveLength(3);
    expect(printed[0]).toMatch(/\[FirstAdmin\] Created the first admin admin@partsfeed\.test$/);
    expect(printed[1]).toMatch(/\[NightlyExport\] Nightly export scheduled at '0 2 \* \* \*' \(UTC\)$/);
    expect(printed[2]).toContain(
      `[Partsfeed] Partsfeed ${VERSION} serving http://127.0.0.1:${server.port} (API /api/v1, docs /api/docs), database SQLite ${join(server.dataDir, 'partsfeed.sqlite')}`,
    );
    expect(printed.join('\n')).not.toMatch(/RouterExplorer|RoutesResolver|InstanceLoader|\x1b\[/);
  });

  it('writes one JSON object per line with LOG_FORMAT=json, and each request at debug level as its route, without query, body or path values', async () => {
    const server = await start({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' });
    const token = await signIn(server);
    await call(server, 'GET', '/brands?search=needle-in-query', { token });
    await call(server, 'GET', '/brands/987654', { token });
    await until(() => server.output.join('').includes('/brands/:id 404'));
    const records = lines(server).map((line) => JSON.parse(line) as { level: string; context: string; message: string });
    const requests = records.filter((r) => r.context === 'HTTP');
    expect(requests.every((r) => r.level === 'debug')).toBe(true);
    expect(requests.map((r) => r.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/v1\/auth\/login 200 \d+\.\d ms$/),
        expect.stringMatching(/^GET \/api\/v1\/brands 200 \d+\.\d ms$/),
        expect.stringMatching(/^GET \/api\/v1\/brands\/:id 404 \d+\.\d ms$/),
      ]),
    );
    expect(records.some((r) => r.context === 'RouterExplorer' && r.level === 'debug')).toBe(true);
    const all = server.output.join('');
    expect(all).not.toContain('needle-in-query');
    expect(all).not.toContain('987654');
    expect(all).not.toContain(ADMIN.password);
  });

  it('keeps a generated first-admin password out of the JSON log, in a file only the owner reads', async () => {
    const server = await start({ LOG_FORMAT: 'json', ADMIN_PASSWORD: '', ADMIN_ACCESS_TOKEN: '' });
    const records = lines(server).map((line) => JSON.parse(line) as { message: string });
    const file = join(server.dataDir, 'first-admin.txt');
    expect(records.map((r) => r.message)).toContain(`The first admin's generated credentials are in ${file}: store them, then delete the file`);
    const written = readFileSync(file, 'utf8');
    const password = /Password: +(\S+)/.exec(written)![1];
    const accessToken = /Access token: +(\S+)/.exec(written)![1];
    expect(server.output.join('')).not.toContain(password);
    expect(server.output.join('')).not.toContain(accessToken);
    const answer = await call(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password, access_token: accessToken } });
    expect(answer.status).toBe(200);
  });

  it('refuses an unknown LOG_LEVEL at start, naming the accepted ones', async () => {
    await expect(start({ LOG_LEVEL: 'loud' })).rejects.toThrow("LOG_LEVEL must be one of error, warn, info, debug, verbose; got 'loud'");
  });
});
