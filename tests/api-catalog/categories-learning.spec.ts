/**
 * The suggestion engine learns from corrections: when an operator maps a part type to another category
 * than the one suggested, later suggestions for part types worded like it follow the operator.
 */
import { readFileSync } from 'node:fs';
import { Api, startTestApp, TestApp } from '../support/app';
import { taxonomyFilePath } from '../support/part-type-fixture';

let t: TestApp;
let admin: Api;

const best = async (part_type: string) => (await admin.post('/categories/ai-suggest').send({ part_type }).expect(200)).body.best;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
  await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(taxonomyFilePath()), 'taxonomy-with-ids.en-US.txt').expect(201);
});

afterAll(() => t?.close());

describe('learning from corrections', () => {
  it('a manual mapping that differs from the suggestion changes the next suggestion for part types worded like it', async () => {
    expect((await best('HARN ASM-FWD LP WRG RH')).category_id).toBe(8231);
    // The operator files lamp wiring harnesses under lighting instead.
    await admin.post('/categories/mappings').send({ part_type: 'HARN ASM-FWD LP WRG', category_id: 3318 }).expect(201);
    const learned = await best('HARN ASM-FWD LP WRG RH');
    expect(learned).toMatchObject({ category_id: 3318, confidence: 0.95 });
    expect(learned.matched).toEqual(["worded like 'HARN ASM-FWD LP WRG', which was mapped to Motor Vehicle Lighting → Motor Vehicle Lighting"]);
    // Differently worded part types keep the engine's answer.
    expect((await best('HARN ASM-ENG WRG')).category_id).toBe(8231);
  });

  it('an accepted suggestion teaches nothing, and a later correction of the same wording wins', async () => {
    await admin.post('/categories/apply-ai-mapping').send({ part_type: 'BLADE ASM-WSW', suggested_category: 2534, confidence: 0.9 }).expect(201);
    expect((await best('BLADE ASM-WSW LH')).category_id).toBe(2534);
    const mapping = (await admin.get('/categories/mappings?limit=100').expect(200)).body.items.find((m: { part_type: string }) => m.part_type === 'HARN ASM-FWD LP WRG');
    await admin.put(`/categories/mappings/${mapping.id}`).send({ category_id: 8231, source: 'manual' }).expect(200);
    expect((await best('HARN ASM-FWD LP WRG RH')).category_id).toBe(8231);
  });
});
