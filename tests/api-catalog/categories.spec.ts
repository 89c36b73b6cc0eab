import { join } from 'node:path';
import { Api, startTestApp, TestApp } from '../support/app';

const TAXONOMY_DIR = join(__dirname, '..', 'fixtures', 'google-taxonomy');
const WITH_IDS = join(TAXONOMY_DIR, 'taxonomy-with-ids.en-US.txt');
const PLAIN = join(TAXONOMY_DIR, 'taxonomy.en-US.txt');
const BRAKING = 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking';

type Client = Api & { token: string };

const upload = (api: Client, route: string, content: string | Buffer, name: string) =>
  api.post(route).attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name);

describe('categories: taxonomy, search, mappings and suggestions', () => {
  let t: TestApp;
  let admin: Client;
  let brakingId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  describe('before any taxonomy is loaded', () => {
    it('reports zero categories and an empty list', async () => {
      await admin.get('/categories/stats').expect(200, { total_categories: 0 });
      await admin.get('/categories').expect(200, { items: [], total: 0 });
    });
  });

  describe('taxonomy upload', () => {
    it("loads Google's taxonomy-with-ids file, keeping Google's ids", async () => {
      const response = await admin.post('/categories/upload-taxonomy').attach('file', WITH_IDS).expect(201);
      expect(response.body).toMatchObject({ success: true, total_categories: 5595, orphaned_mappings: 0 });
      expect(response.body.message).toContain('5595');
      await admin.get('/categories/stats').expect(200, { total_categories: 5595 });
      const first = await admin.get('/categories').query({ skip: 0, limit: 2 }).expect(200);
      expect(first.body.total).toBe(5595);
      expect(first.body.items[0]).toEqual({ category_id: 1, name: 'Animals & Pet Supplies', full_path: 'Animals & Pet Supplies' });
    });

    it('finds categories by the words typed, the vehicle-parts branch first', async () => {
      const response = await admin.get('/categories/search').query({ q: 'braking' }).expect(200);
      expect(response.body.items[0]).toMatchObject({ name: 'Motor Vehicle Braking', full_path: BRAKING });
      brakingId = response.body.items[0].category_id;

      const tires = await admin.get('/categories/search').query({ q: 'vehicle tires' }).expect(200);
      expect(tires.body.items.slice(0, 2).map((c: { name: string }) => c.name)).toEqual(['Automotive Tires', 'Motor Vehicle Tires']);

      const limited = await admin.get('/categories/search').query({ q: 'parts', limit: 3 }).expect(200);
      expect(limited.body.items).toHaveLength(3);
      expect(limited.body.total).toBeGreaterThan(3);

      await admin.get('/categories/search').query({ q: 'zzzznothing' }).expect(200, { items: [], total: 0 });
      const missing = await admin.get('/categories/search').expect(400);
      expect(Array.isArray(missing.body.detail)).toBe(true);
    });

    it('rejects bad taxonomy files with a detail naming the problem and keeps the loaded taxonomy', async () => {
      const cases: Array<[string | Buffer, string, RegExp]> = [
        ['1 - A\n2 - A > B\n', 'taxonomy.csv', /only \.txt/i],
        [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]), 'image.txt', /binary/i],
        ['', 'empty.txt', /empty/i],
        ['# Google_Product_Taxonomy_Version: 2021-09-21\n', 'header-only.txt', /no categories/i],
        ['Apples\nPears\nPlums\n', 'fruit.txt', /' > '/],
        ['1 - Vehicles\n2 - Vehicles > Parts\n2 - Vehicles > Tires\n', 'dupes.txt', /line 3.*duplicate category id 2/i],
        ['1 - Vehicles\nVehicles > Parts\n', 'mixed.txt', /line 2/],
      ];
      for (const [content, name, detail] of cases) {
        const response = await upload(admin, '/categories/upload-taxonomy', content, name);
        expect(response.status).toBe(400);
        expect(response.body.detail).toMatch(detail);
        expect(response.body.detail).toContain(name);
      }
      await admin.post('/categories/upload-taxonomy').expect(400, { detail: 'Please select a file' });
      await admin.get('/categories/stats').expect(200, { total_categories: 5595 });
    });

    it('exports the taxonomy as CSV', async () => {
      const response = await admin.get('/categories/export-categories').expect(200);
      expect(response.headers['content-type']).toMatch(/text\/csv/);
      expect(response.headers['content-disposition']).toContain('categories.csv');
      const lines = response.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('category_id,name,full_path');
      expect(lines).toHaveLength(5596);
      expect(lines).toContain(`${brakingId},Motor Vehicle Braking,${BRAKING}`);
    });
  });

  describe('mappings', () => {
    let mappingId: number;

    it('creates, lists, searches, updates and deletes a mapping', async () => {
      const created = await admin.post('/categories/mappings').send({ part_type: ' Brake Pad Set ', category_id: brakingId }).expect(201);
      expect(created.body).toMatchObject({ part_type: 'Brake Pad Set', category_id: brakingId, full_path: BRAKING, source: 'manual', orphaned: false });
      mappingId = created.body.id;

      const duplicate = await admin.post('/categories/mappings').send({ part_type: 'brake pad set', category_id: brakingId }).expect(409);
      expect(duplicate.body.detail).toContain('already mapped');
      const unknown = await admin.post('/categories/mappings').send({ part_type: 'Wipers', category_id: 99999999 }).expect(404);
      expect(unknown.body.detail).toBe('Category 99999999 not found');

      const list = await admin.get('/categories/mappings').expect(200);
      expect(list.body.total).toBe(1);
      expect((await admin.get('/categories/mappings').query({ search: 'braking' }).expect(200)).body.total).toBe(1);
      expect((await admin.get('/categories/mappings').query({ search: 'wiper' }).expect(200)).body.total).toBe(0);

      const tires = (await admin.get('/categories/search').query({ q: 'motor vehicle tires' })).body.items[0];
      const updated = await admin.put(`/categories/mappings/${mappingId}`).send({ category_id: tires.category_id, confidence: 0.5 }).expect(200);
      expect(updated.body).toMatchObject({ category_id: tires.category_id, full_path: tires.full_path, confidence: 0.5 });
      await admin.put(`/categories/mappings/${mappingId}`).send({ category_id: brakingId }).expect(200);

      const temp = await admin.post('/categories/mappings').send({ part_type: 'Temp', category_id: brakingId }).expect(201);
      await admin.delete(`/categories/mappings/${temp.body.id}`).expect(200);
      await admin.delete(`/categories/mappings/${temp.body.id}`).expect(404);
    });

    it('refuses a mapping with a blank or too long part type or a confidence outside 0..1, naming the field', async () => {
      const refused = async (body: object) => (await admin.post('/categories/mappings').send(body).expect(400)).body.detail;
      expect(await refused({ part_type: '', category_id: brakingId })).toEqual([{ field: 'part_type', message: 'part_type is required' }]);
      expect(await refused({ part_type: 'x'.repeat(256), category_id: brakingId })).toEqual([
        { field: 'part_type', message: 'part_type must be at most 255 characters' },
      ]);
      expect(await refused({ part_type: 'Wipers', category_id: brakingId, confidence: 'high' })).toEqual([
        { field: 'confidence', message: 'confidence must be a number' },
      ]);
      expect(await refused({ part_type: 'Wipers', category_id: brakingId, confidence: 1.5 })).toEqual([
        { field: 'confidence', message: 'confidence must be between 0 and 1' },
      ]);
      await admin.post('/categories/mappings').send({ part_type: 'Wipers', category_id: brakingId, confidence: null }).expect(201);
      const wipers = (await admin.get('/categories/mappings').query({ search: 'wipers' })).body.items[0];
      await admin.delete(`/categories/mappings/${wipers.id}`).expect(200);
    });

    it('counts part types of parts as mapped or unmapped, unmapped first', async () => {
      const brand = await admin.post('/brands').send({ name: 'Acme Brakes' }).expect(201);
      const parts: Array<[string, string]> = [['P1', 'Brake Pad Set'], ['P2', 'brake pad set'], ['P3', 'Wiper Blade'], ['P4', 'Oxygen Sensor']];
      for (const [part_number, part_type] of parts) {
        await admin.post('/parts').send({ brand_id: brand.body.id, part_number, part_type }).expect(201);
      }
      await admin.post('/parts').send({ brand_id: brand.body.id, part_number: 'P5', part_type: '  ' }).expect((r) => expect(r.status).toBeLessThan(500));

      const stats = await admin.get('/categories/mapping-stats').expect(200);
      expect(stats.body).toMatchObject({ total_part_types: 3, mapped: 1, unmapped: 2, orphaned: 0, coverage_percent: 33.3, total_categories: 5595 });

      const all = await admin.get('/categories/part-types').expect(200);
      expect(all.body.items.map((p: { part_type: string }) => p.part_type)).toEqual(['Oxygen Sensor', 'Wiper Blade', 'Brake Pad Set']);
      expect(all.body.items[2]).toMatchObject({ usage_count: 2, category_id: brakingId, full_path: BRAKING });
      const unmapped = await admin.get('/categories/part-types/unmapped').expect(200);
      expect(unmapped.body.total).toBe(2);
      const mapped = await admin.get('/categories/part-types/mapped').expect(200);
      expect(mapped.body.items.map((p: { part_type: string }) => p.part_type)).toEqual(['Brake Pad Set']);
    });

    it('exports part types with their mapping as formula-safe CSV', async () => {
      await admin.post('/categories/mappings').send({ part_type: '=HYPERLINK("x")', category_id: brakingId }).expect(201);
      const response = await admin.get('/categories/export-part-types').expect(200);
      expect(response.headers['content-disposition']).toContain('part-types.csv');
      const lines = response.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('part_type,usage_count,category_id,category_path,confidence,source');
      expect(lines).toContain(`Brake Pad Set,2,${brakingId},${BRAKING},0.5,manual`);
      expect(lines).toContain('Wiper Blade,1,,,,');
      expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""x""\)"/);
      const withFormula = (await admin.get('/categories/mappings').query({ search: 'hyperlink' })).body.items[0];
      await admin.delete(`/categories/mappings/${withFormula.id}`).expect(200);
    });

    it('shows the most recent mappings as a sample', async () => {
      const sample = await admin.get('/categories/sample-mappings').query({ limit: 5 }).expect(200);
      expect(sample.body.items[0]).toMatchObject({ part_type: 'Brake Pad Set', full_path: BRAKING });
    });
  });

  describe('assisted suggestions', () => {
    it('suggests categories for one part type with a confidence between 0 and 1', async () => {
      const response = await admin.post('/categories/ai-suggest').send({ part_type: 'Front Brake Pads' }).expect(200);
      expect(response.body.part_type).toBe('Front Brake Pads');
      expect(response.body.best).toMatchObject({ full_path: BRAKING });
      for (const s of response.body.suggestions) expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(response.body.best.confidence).toBeLessThanOrEqual(1);
      const invalid = await admin.post('/categories/ai-suggest').send({}).expect(400);
      expect(invalid.body.detail).toEqual([{ field: 'part_type', message: 'part_type is required' }]);
    });

    it('analyses many part types at once and says when it has no good answer', async () => {
      for (const route of ['/categories/ai-bulk-analyze', '/categories/ai-analyze-part-types']) {
        const response = await admin.post(route).send({ part_types: ['Brake Rotor', 'zzqx blorf', 'Brake Rotor', ' '] }).expect(200);
        expect(response.body.total).toBe(2);
        expect(response.body.results[0]).toMatchObject({ part_type: 'Brake Rotor', best: { full_path: BRAKING } });
        expect(response.body.results[1]).toMatchObject({ part_type: 'zzqx blorf', best: null });
        expect(typeof response.body.results[1].reason).toBe('string');
      }
    });

    it('refuses a part type longer than 255 characters on every suggestion route, so one request cannot hold the CPU', async () => {
      const longest = `${'brake pad '.repeat(25)}rotor`;
      expect(longest).toHaveLength(255);
      const tooLong = `${longest}s`;
      for (const route of ['/categories/ai-bulk-analyze', '/categories/ai-analyze-part-types']) {
        await admin.post(route).send({ part_types: [longest] }).expect(200);
        const refused = await admin.post(route).send({ part_types: ['Brake Rotor', 'brake pad '.repeat(9000)] }).expect(400);
        expect(refused.body.detail).toEqual([{ field: 'part_types', message: 'each part type must be at most 255 characters' }]);
      }
      const single = await admin.post('/categories/ai-suggest').send({ part_type: tooLong }).expect(400);
      expect(single.body.detail).toEqual([{ field: 'part_type', message: 'part_type must be at most 255 characters' }]);
      const applied = await admin.post('/categories/apply-ai-mappings').send({ mappings: [{ part_type: tooLong, suggested_category: BRAKING }] }).expect(400);
      expect(JSON.stringify(applied.body.detail)).toContain('part_type must be at most 255 characters');
    });

    it('lists unmapped part types with their best suggestion, most used first', async () => {
      const response = await admin.get('/categories/part-types/suggestions').expect(200);
      expect(response.body.total).toBe(2);
      const oxygen = response.body.items.find((i: { part_type: string }) => i.part_type === 'Oxygen Sensor');
      expect(oxygen.suggestion.full_path).toMatch(/^Vehicles & Parts/);
    });

    it('applies one suggestion, then several at once, counting them as mapped', async () => {
      const applied = await admin
        .post('/categories/apply-ai-mapping')
        .send({ part_type: 'Wiper Blade', suggested_category: brakingId, confidence: 0.42 })
        .expect(201);
      expect(applied.body.mapping).toMatchObject({ part_type: 'Wiper Blade', category_id: brakingId, confidence: 0.42, source: 'suggested' });

      const bulk = await admin
        .post('/categories/apply-ai-mappings')
        .send({
          mappings: [
            { part_type: 'Oxygen Sensor', suggested_category: BRAKING, confidence: 0.9 },
            { part_type: 'Wiper Blade', suggested_category: { category_id: brakingId, name: 'x' }, confidence: 0.8 },
            { part_type: 'Ghost', suggested_category: 99999999, confidence: 0.5 },
          ],
        })
        .expect(201);
      expect(bulk.body).toMatchObject({ applied: 2, created: 1, updated: 1, errors: [{ part_type: 'Ghost', detail: 'Category 99999999 not found' }] });
      const stats = await admin.get('/categories/mapping-stats').expect(200);
      expect(stats.body).toMatchObject({ total_part_types: 3, mapped: 3, unmapped: 0, coverage_percent: 100 });
      await admin.post('/categories/apply-ai-mapping').send({ part_type: 'X', suggested_category: 99999999 }).expect(404);
      for (const part_type of ['Oxygen Sensor', 'Wiper Blade']) {
        const mapping = (await admin.get('/categories/mappings').query({ search: part_type })).body.items[0];
        await admin.delete(`/categories/mappings/${mapping.id}`).expect(200);
      }
    });
  });

  describe('upload-mappings', () => {
    it('imports mappings by category id or full path and reports bad rows by line', async () => {
      const csv = ['part_type,category_id,category', `Oxygen Sensor,${brakingId},`, `Wiper Blade,,${BRAKING.toLowerCase()}`, 'Ghost,99999999,', ',1,'].join('\n');
      const response = await upload(admin, '/categories/upload-mappings', csv, 'mappings.csv').expect(201);
      expect(response.body).toMatchObject({ success: true, total_rows: 4, created: 2, updated: 0, errors: 2 });
      expect(response.body.error_details.join(' ')).toMatch(/line 4.*99999999/);
      const stats = await admin.get('/categories/mapping-stats').expect(200);
      expect(stats.body).toMatchObject({ mapped: 3, unmapped: 0 });
      const bad = await upload(admin, '/categories/upload-mappings', 'foo,bar\n1,2\n', 'wrong.csv').expect(400);
      expect(bad.body.detail).toMatch(/part_type/);
    });

    it('refuses a name outside .csv and .txt and changes nothing', async () => {
      const before = (await admin.get('/categories/mapping-stats').expect(200)).body;
      for (const name of ['mappings.xlsx', 'mappings', 'mappings.csv.exe']) {
        const response = await upload(admin, '/categories/upload-mappings', `part_type,category_id\nRenamed Type,${brakingId}\n`, name).expect(400);
        expect(response.body.detail).toBe('Please select a valid CSV or TXT file');
      }
      expect((await admin.get('/categories/mapping-stats').expect(200)).body).toEqual(before);
      await upload(admin, '/categories/upload-mappings', `part_type,category_id\nOxygen Sensor,${brakingId}\n`, 'MAPPINGS.TXT').expect(201);
    });
  });

  describe('re-upload', () => {
    it('keeps mappings and reports those whose category disappeared', async () => {
      const small = [
        '# Google_Product_Taxonomy_Version: test',
        '1 - Animals & Pet Supplies',
        '888 - Vehicles & Parts',
        '5613 - Vehicles & Parts > Vehicle Parts & Accessories',
      ].join('\n');
      const response = await upload(admin, '/categories/upload-taxonomy', small, 'small.txt').expect(201);
      expect(response.body).toMatchObject({
        total_categories: 3,
        orphaned_mappings: 3,
        orphaned_part_types: ['Brake Pad Set', 'Oxygen Sensor', 'Wiper Blade'],
      });
      const stats = await admin.get('/categories/mapping-stats').expect(200);
      expect(stats.body).toMatchObject({ mapped: 3, orphaned: 3, total_categories: 3 });
      const list = await admin.get('/categories/mappings').expect(200);
      expect(list.body.items[0]).toMatchObject({ part_type: 'Brake Pad Set', category_id: brakingId, orphaned: true, full_path: null });

      const restored = await admin.post('/categories/upload-taxonomy').attach('file', WITH_IDS).expect(201);
      expect(restored.body.orphaned_mappings).toBe(0);
      const again = await admin.get('/categories/mappings').expect(200);
      expect(again.body.items[0]).toMatchObject({ orphaned: false, full_path: BRAKING });
    });

    it("loads Google's file without ids too, assigning ids in file order", async () => {
      const response = await admin.post('/categories/upload-taxonomy').attach('file', PLAIN).expect(201);
      expect(response.body.total_categories).toBe(5595);
      const first = await admin.get('/categories').query({ limit: 1 }).expect(200);
      expect(first.body.items[0]).toEqual({ category_id: 1, name: 'Animals & Pet Supplies', full_path: 'Animals & Pet Supplies' });
      await admin.post('/categories/upload-taxonomy').attach('file', WITH_IDS).expect(201);
    });
  });
});
