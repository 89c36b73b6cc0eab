/**
 * Every full-catalog download (GET /current/export-xml, /feeds/products, /feeds/diagnostics/export) reads the
 * whole catalog for whoever asks, readonly users included: a process streams at most two at once, answers
 * another with 429 at once, and frees a slot when a client finishes, goes away, or reads nothing for
 * STREAM_IDLE_SECONDS (review finding M4).
 */
import { MikroORM } from '@mikro-orm/core';
import { get, IncomingMessage } from 'node:http';
import { startTestApp, TestApp } from '../support/app';

jest.setTimeout(60_000);

const BUSY = '2 full-catalog downloads are already being streamed; try again when one has finished, or start an export job';

/** An app with 60,000 current items: more XML than the socket's and the stream's buffers hold. */
async function appWithCatalog(env: Record<string, string> = {}): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp({ env });
  const token = (await t.as(t.admin)).token;
  const connection = t.app.get(MikroORM).em.getConnection();
  const values = Array.from({ length: 1000 }, (_, i) => i);
  for (let batch = 0; batch < 60; batch++) {
    const rows = values.map((i) => `('ITEM-${batch}-${i}', 'PN-${batch}-${i}-${'x'.repeat(60)}', 'Bosch', false, 'in stock', 9.99, '2026-11-24')`);
    await connection.execute(`INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) VALUES ${rows.join(',')}`);
  }
  return { t, token };
}

/** Starts a feed download and does not read it, so backpressure keeps the stream open. */
function openStream(t: TestApp, token: string): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const request = get(`${t.apiUrl}/current/export-xml`, { headers: { Authorization: `Bearer ${token}` }, agent: false }, (response) => {
      response.pause();
      done(response);
    });
    request.on('error', fail);
  });
}

/** Asks until a slot is free: the slot comes free when the client leaves, and no wait is measured. */
async function waitForSlot(t: TestApp, token: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const again = await t.anonymous.get('/current/export-xml?is_kit=true').set('Authorization', `Bearer ${token}`);
    if (again.status === 200) return again.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no slot came free');
}

describe('the one cap on full-catalog downloads', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => ({ t, token } = await appWithCatalog()));
  afterAll(() => t?.close());

  it('serves two streams at once, refuses every full-catalog download with 429 meanwhile, and frees a slot when a client leaves', async () => {
    const first = await openStream(t, token);
    const second = await openStream(t, token);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const path of ['/current/export-xml', '/feeds/products', '/feeds/products?format_type=atom', '/feeds/diagnostics/export', '/feeds/diagnostics/export?scope=current']) {
      const refused = await t.anonymous.get(path).set('Authorization', `Bearer ${token}`).expect(429);
      expect([path, refused.body.detail]).toEqual([path, BUSY]);
    }
    first.destroy();
    expect(await waitForSlot(t, token)).toContain('<feed');
    second.destroy();
  });
});

describe('an idle reader', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => ({ t, token } = await appWithCatalog({ STREAM_IDLE_SECONDS: '1' })));
  afterAll(() => t?.close());

  it('loses its slot once it has read nothing for STREAM_IDLE_SECONDS, and its download is cut short', async () => {
    const idle = [await openStream(t, token), await openStream(t, token)];
    await t.anonymous.get('/feeds/products').set('Authorization', `Bearer ${token}`).expect(429);
    const next: IncomingMessage[] = [];
    for (let i = 0; i < 200 && next.length < 2; i++) {
      const stream = await openStream(t, token);
      if (stream.statusCode === 200) next.push(stream);
      else {
        stream.destroy();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(next.map((stream) => stream.statusCode)).toEqual([200, 200]);
    next.forEach((stream) => stream.destroy());
    const ended = idle.map((stream) => new Promise<boolean>((done) => stream.on('error', () => undefined).on('close', () => done(stream.complete))));
    idle.forEach((stream) => stream.resume());
    expect(await Promise.all(ended)).toEqual([false, false]);
  });
});
