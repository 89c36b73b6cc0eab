/**
 * Malformed input gets a 4xx naming the problem, never a 500, signed in or not; and no request value reaches the
 * log (review finding L3).
 */
import { startTestApp, TestApp } from '../support/app';
import { CapturingLogger } from '../support/log-capture';

let t: TestApp;
let logs: CapturingLogger;
let admin: Awaited<ReturnType<TestApp['as']>>;

beforeAll(async () => {
  logs = new CapturingLogger();
  t = await startTestApp({ logger: logs, env: { LOG_LEVEL: 'debug' } });
  admin = await t.as(t.admin);
});

afterAll(async () => {
  await t?.close();
  logs?.stop();
});

describe('malformed input', () => {
  it('refuses a 200 KB sign-in body with 413', async () => {
    const answer = await t.anonymous.post('/auth/login').send({ email: 'a'.repeat(200_000), password: 'x', access_token: 'y' }).expect(413);
    expect(answer.body).toEqual({ detail: 'The request body is too large' });
  });

  it('refuses 80 KB of nested JSON with 400 before reading it', async () => {
    const nested = `${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}`;
    const answer = await t.anonymous.post('/auth/login').set('Content-Type', 'application/json').send(nested).expect(400);
    expect(answer.body).toEqual({ detail: 'JSON must not be nested deeper than 32 levels' });
    const arrays = await admin.post('/categories/ai-bulk-analyze').set('Content-Type', 'application/json').send(`{"part_types":${'['.repeat(40)}${']'.repeat(40)}}`).expect(400);
    expect(arrays.body).toEqual({ detail: 'JSON must not be nested deeper than 32 levels' });
  });

  it('refuses a NUL character in a JSON text with 400', async () => {
    const answer = await admin.post('/brands').set('Content-Type', 'application/json').send('{"name":"Bosch\\u0000needle-body"}').expect(400);
    expect(answer.body).toEqual({ detail: 'Text must not contain the NUL character' });
  });

  it.each([
    '/brands?search=needle-1%00',
    '/parts?search=needle-2%00',
    '/parts/draft?search=needle-3%00',
    '/parts/live?search=needle-4%00',
    '/categories/mappings?search=needle-5%00',
    '/categories/part-types?search=needle-6%00',
    '/current?search=needle-7%00',
    '/current/needle-8%00',
    '/current/export-xml-status/needle-9%00',
  ])('refuses a NUL in the address with 400: GET %s', async (path) => {
    const answer = await admin.get(path).expect(400);
    expect(answer.body).toEqual({ detail: 'The address must not contain the NUL character (%00)' });
    await t.anonymous.get(path).expect(400);
  });

  it.each([
    ['/brands?skip=99999999999999999999', 'skip must be at most 9007199254740991'],
    ['/parts?skip=99999999999999999999', 'skip must be at most 9007199254740991'],
    ['/current?skip=99999999999999999999', 'skip must be at most 9007199254740991'],
    ['/categories/part-types?skip=99999999999999999999', 'skip must be at most 9007199254740991'],
    ['/categories/mappings?offset=99999999999999999999', 'offset must be at most 9007199254740991'],
  ])('refuses a skip past the largest safe integer with 400: GET %s', async (path, message) => {
    const answer = await admin.get(path).expect(400);
    expect(answer.body.detail).toEqual([{ field: path.includes('offset') ? 'offset' : 'skip', message }]);
  });

  it('printed none of the values those requests carried, and no error', () => {
    expect(logs.text()).not.toContain('needle');
    expect(logs.text()).not.toMatch(/ERROR|Internal server error/);
    expect(logs.text()).toContain('GET (no route) 400');
    expect(logs.text()).toContain('POST /api/v1/auth/login 200');
  });
});

describe('answers of the API', () => {
  it('may not be kept by any cache', async () => {
    expect((await admin.get('/brands').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.anonymous.get('/health').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.anonymous.post('/auth/login').send({}).expect(400)).headers['cache-control']).toBe('no-store');
  });
});
