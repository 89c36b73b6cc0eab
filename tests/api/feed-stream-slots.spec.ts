/**
 * GET /current/export-xml reads every current item for whoever asks, readonly users included: a process
 * streams at most two such feeds at once, answers a third with 429 at once, and frees a slot when a
 * client finishes or goes away.
 */
import { MikroORM } from '@mikro-orm/core';
import { get, IncomingMessage } from 'node:http';
import { startTestApp, TestApp } from '../support/app';

jest.setTimeout(60_000);

let t: TestApp;
let token = '';

/** Starts a feed download and does not read it, so backpressure keeps the stream open. */
function openStream(): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const request = get(`${t.apiUrl}/current/export-xml`, { headers: { Authorization: `Bearer ${token}` }, agent: false }, (response) => {
      response.pause();
      done(response);
    });
    request.on('error', fail);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.as(t.admin)).token;
  const connection = t.app.get(MikroORM).em.getConnection();
  const values = Array.from({ length: 1000 }, (_, i) => i);
  for (let batch = 0; batch < 60; batch++) {
    const rows = values.map((i) => `('ITEM-${batch}-${i}', 'PN-${batch}-${i}-${'x'.repeat(60)}', 'Bosch', false, 'in stock', 9.99, '2026-11-24')`);
    await connection.execute(`INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) VALUES ${rows.join(',')}`);
  }
});

afterAll(() => t?.close());

it('serves two full-feed streams at once, refuses a third with 429, and frees a slot when a client leaves', async () => {
  const first = await openStream();
  const second = await openStream();
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  const third = await t.anonymous.get('/current/export-xml').set('Authorization', `Bearer ${token}`).expect(429);
  expect(third.body.detail).toBe('2 XML feeds are already being streamed; try again when one has finished, or start an export job');

  first.destroy();
  for (let i = 0; i < 50; i++) {
    const again = await t.anonymous.get('/current/export-xml?is_kit=true').set('Authorization', `Bearer ${token}`);
    if (again.status === 200) {
      expect(again.text).toContain('<feed');
      second.destroy();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no slot came free after the first client went away');
});
