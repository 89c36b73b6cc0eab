import type { Test } from 'supertest';
import { Api, startTestApp, TestApp } from '../support/app';
import { productCsv, productRow } from '../support/product-csv';

describe('product lifecycle: unpublish, delete, bulk publish', () => {
  let t: TestApp;
  let admin: Api;
  let brandId: number;

  const upload = (brand: number, name: string, content: string): Test =>
    admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(content), name);
  const draftByPart = async (partNumber: string) =>
    (await admin.get('/parts/draft').query({ search: partNumber }).expect(200)).body.products.find(
      (p: { part_number: string }) => p.part_number === partNumber,
    );
  const feedHas = async (partNumber: string) => (await admin.get('/feeds/products').expect(200)).text.includes(partNumber);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    brandId = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
    const rows = [
      productRow('OK-1'),
      productRow('OK-2'),
      productRow('OK-3'),
      productRow('BAD-1', { price: '0', link: 'ftp://nowhere' }),
      productRow('BAD-2', { gtin: '123' }),
    ];
    await upload(brandId, 'products.csv', productCsv(rows)).expect(200);
  });
  afterAll(() => t.close());

  it('lists a draft\'s feed problems in its details, and drafts carry live_id', async () => {
    const bad = await draftByPart('BAD-1');
    expect(bad).toMatchObject({ live_id: null, live_product_id: null, is_live: false });
    const details = (await admin.get(`/parts/draft/${bad.id}`).expect(200)).body;
    expect(details.issues.filter((issue: { severity: string }) => issue.severity === 'error').map((issue: { attribute: string }) => issue.attribute)).toEqual([
      'link',
      'price',
    ]);
  });

  it('publishes chosen drafts and refuses those with errors, naming them', async () => {
    const ids = await Promise.all(['OK-1', 'BAD-2'].map(async (part) => (await draftByPart(part)).id));
    const { body } = await admin.post('/parts/publish').send({ ids }).expect(200);
    expect(body).toEqual({
      published: 1,
      refused: [{ id: ids[1], part_number: 'BAD-2', issues: [{ code: 'invalid_gtin', attribute: 'gtin', message: expect.stringContaining("gtin '123'") }] }],
    });
    const published = await draftByPart('OK-1');
    expect(published.live_id).toMatch(/^L-\d{6}$/);
    expect(published.live_product_id).toEqual(expect.any(Number));
    expect((await draftByPart('BAD-2')).live_id).toBeNull();
  });

  it("publishes every valid draft of a brand with all_valid, and nothing with errors", async () => {
    const { body } = await admin.post('/parts/publish').send({ brand_id: brandId, all_valid: true }).expect(200);
    expect(body.published).toBe(3);
    expect(body.refused.map((r: { part_number: string }) => r.part_number).sort()).toEqual(['BAD-1', 'BAD-2']);
    const live = (await admin.get('/parts/live').expect(200)).body;
    expect(live.total).toBe(3);
    expect(live.products.map((p: { part_number: string }) => p.part_number).sort()).toEqual(['OK-1', 'OK-2', 'OK-3']);
    await admin.post('/parts/publish').send({}).expect(400);
    await admin.post('/parts/publish').send({ brand_id: brandId }).expect(400);
    await admin.post('/parts/publish').send({ ids: [] }).expect(400);
  });

  it('unpublishes: the product leaves the live list and the feed, and its draft stays', async () => {
    const draft = await draftByPart('OK-2');
    expect(await feedHas('OK-2')).toBe(true);
    const answer = (await admin.post(`/parts/live/${draft.live_product_id}/unpublish`).expect(200)).body;
    expect(answer.message).toContain('left the live list and the product feed');
    const live = (await admin.get('/parts/live').expect(200)).body;
    expect(live.total).toBe(2);
    expect(live.products.map((p: { part_number: string }) => p.part_number)).not.toContain('OK-2');
    expect(await feedHas('OK-2')).toBe(false);
    expect(await draftByPart('OK-2')).toMatchObject({ live_id: null, is_live: false });
    await admin.post(`/parts/live/${draft.live_product_id}/unpublish`).expect(404);
  });

  it('refuses to delete a live draft with 409 until it is unpublished, then deletes it', async () => {
    const draft = await draftByPart('OK-3');
    const refused = await admin.delete(`/parts/draft/${draft.id}`).expect(409);
    expect(refused.body.detail).toMatch(/unpublish it first/);
    await admin.post(`/parts/live/${draft.live_product_id}/unpublish`).expect(200);
    await admin.delete(`/parts/draft/${draft.id}`).expect(200);
    expect(await draftByPart('OK-3')).toBeUndefined();
    await admin.get(`/parts/draft/${draft.id}`).expect(404);
    await admin.delete(`/parts/draft/${draft.id}`).expect(404);
  });

  it('lets users but not readonly users change the lifecycle, as publish', async () => {
    const credentials = { email: 'reader@example.com', password: 'reader-password-1', access_token: 'reader-access-token-001' };
    await admin.post('/auth/users').send({ ...credentials, role: 'readonly' }).expect(201);
    const reader = await t.as(credentials);
    const draft = await draftByPart('OK-1');
    await reader.post(`/parts/live/${draft.live_product_id}/unpublish`).expect(403);
    await reader.delete(`/parts/draft/${draft.id}`).expect(403);
    await reader.post('/parts/publish').send({ ids: [draft.id] }).expect(403);
    await reader.post(`/parts/${draft.id}/publish`).expect(403);
  });
});
