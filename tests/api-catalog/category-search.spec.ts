import { join } from 'node:path';
import { Api, startTestApp, TestApp } from '../support/app';
import { loadSearchQueries, measureSearchAccuracy } from '../support/category-search-queries';

const TAXONOMY = join(__dirname, '..', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');

describe('GET /categories/search ranks categories by what operators type', () => {
  let t: TestApp;
  let admin: Api;

  const names = async (q: string, limit = 3): Promise<string[]> =>
    (await admin.get('/categories/search').query({ q, limit }).expect(200)).body.items.map((c: { name: string }) => c.name);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
    await admin.post('/categories/upload-taxonomy').attach('file', TAXONOMY).expect(201);
  });
  afterAll(() => t.close());

  it('finds Motor Vehicle Braking for "brake pads" and "brake", though neither word is in its path', async () => {
    expect((await names('brake pads'))[0]).toBe('Motor Vehicle Braking');
    expect(await names('brake')).toEqual(['Motor Vehicle Braking', 'Motor Vehicle Brake Service Kits', 'Motor Vehicle Brake Caliper Paint']);
  });

  it('finds a category by its id', async () => {
    const response = await admin.get('/categories/search').query({ q: '2977' }).expect(200);
    expect(response.body.items[0]).toEqual({
      category_id: 2977,
      name: 'Motor Vehicle Braking',
      full_path: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking',
    });
  });

  it('puts vehicle lighting before the home lighting for "lighting", and still lists the home lighting', async () => {
    const found = await names('lighting', 50);
    expect(found[0]).toBe('Motor Vehicle Lighting');
    expect(found).toContain('Lighting');
  });

  it('reads abbreviations and other wordings: "o2 sensor", "tyres", "cv axle"', async () => {
    expect((await names('o2 sensor'))[0]).toBe('Motor Vehicle Sensors & Gauges');
    expect((await names('tyres'))[0]).toBe('Automotive Tires');
    expect((await names('cv axle'))[0]).toBe('Motor Vehicle Transmission & Drivetrain Parts');
  });

  it('still finds categories outside vehicle parts by their words', async () => {
    expect((await names('sofa'))[0]).toBe('Sofas');
    expect((await names('screwdriver'))[0]).toBe('Screwdrivers');
  });

  it('puts the meant category in the top 3 for at least 97 % of 148 operator queries (tests/fixtures/category-search-queries.csv)', async () => {
    const queries = loadSearchQueries();
    expect(queries).toHaveLength(148);
    const accuracy = await measureSearchAccuracy(queries, async (q) =>
      (await admin.get('/categories/search').query({ q, limit: 3 }).expect(200)).body.items.map((c: { category_id: number }) => c.category_id),
    );
    expect(accuracy.misses.map((miss) => miss.query)).toEqual([]);
    expect(accuracy.top3).toBe(148);
    expect(accuracy.top1).toBe(142);
  });
});
