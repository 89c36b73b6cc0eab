import { importLock } from '../../api/src/common/jobs/import-lock';
import { Api, startTestApp, TestApp } from '../support/app';

type Stats = { brands: number; active: number; inactive: number; parts: number; brands_without_parts: number };

describe('brands import (POST /brands/upload)', () => {
  let t: TestApp;
  let admin: Api;

  const upload = (content: string | Buffer, name = 'brands.csv') =>
    admin.post('/brands/upload').attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  const stats = async (): Promise<Stats> => (await admin.get('/brands/stats').expect(200)).body;
  const brandNamed = async (name: string) =>
    ((await admin.get('/brands?limit=10000').expect(200)).body.items as { name: string; parts_count: number; id: number }[]).find(
      (b) => b.name === name,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as(t.admin);
  });
  afterAll(() => t.close());

  it('creates missing brands and parts (BOM, CRLF, header in any case) and parts_count follows', async () => {
    const csv = '\uFEFFBrand,Part_Number,PART TYPE\r\nBosch,BP-1,Brake Pad Set\r\nBosch,BP-2,\r\nBrembo,P-85,Brake Pad Set\r\n';
    const result = await upload(csv).expect(200);
    expect(result.body).toEqual({
      brands: 2,
      brands_created: 2,
      parts: 3,
      created: 3,
      updated: 0,
      errors: 0,
      error_rows: [],
      warnings: [],
      import_id: expect.any(Number),
      counts: { read: 3, inserted: 3, updated: 0, unchanged: 0, not_found: 0, refused: 0 },
    });
    expect((await brandNamed('Bosch'))?.parts_count).toBe(2);
    expect((await brandNamed('Brembo'))?.parts_count).toBe(1);
    expect(await stats()).toMatchObject({ brands: 2, active: 2, parts: 3, brands_without_parts: 0 });
    const part = (await admin.get('/parts/search?q=BP-1').expect(200)).body.items[0];
    const brand = await admin.get(`/brands/${part.brand_id}`).expect(200);
    for (const stamp of [part.created_at, part.updated_at, brand.body.created_at]) {
      expect(Math.abs(Date.now() - new Date(stamp).getTime())).toBeLessThan(60_000);
    }
  });

  it('matches existing brands case-insensitively, counts re-seen parts as updated and takes new part types', async () => {
    const result = await upload('brand,part_number,part_type\nBOSCH,BP-1,Brake Disc\nbosch,BP-3,\nBrembo,P-85,\n').expect(200);
    expect(result.body).toMatchObject({ brands: 2, brands_created: 0, parts: 3, created: 1, updated: 2, errors: 0 });
    const parts = (await admin.get('/parts?brand=bosch').expect(200)).body.items as { part_number: string; part_type: string | null }[];
    expect(parts.map((p) => [p.part_number, p.part_type])).toEqual([
      ['BP-1', 'Brake Disc'],
      ['BP-2', null],
      ['BP-3', null],
    ]);
    // An empty part_type cell keeps the stored one.
    expect((await admin.get('/parts/search?q=P-85').expect(200)).body.items[0].part_type).toBe('Brake Pad Set');
    expect((await brandNamed('Bosch'))?.parts_count).toBe(3);
  });

  it('skips bad rows and repeated rows, naming line, field and reason', async () => {
    const csv = ['brand,part_number', 'Valeo,V-1', 'Valeo,', ',V-2', 'Valeo,V-1', 'Valeo,V-3', 'Valeo,V-3'].join('\n');
    const result = await upload(csv).expect(200);
    expect(result.body).toMatchObject({ brands: 1, brands_created: 1, parts: 2, created: 2, updated: 0, errors: 4 });
    expect(result.body.error_rows).toEqual([
      { line: 3, field: 'part_number', reason: 'part_number is empty' },
      { line: 4, field: 'brand', reason: 'brand is empty' },
      { line: 5, field: 'part_number', reason: "repeats part number 'V-1' of the same brand from line 2; skipped" },
      { line: 7, field: 'part_number', reason: "repeats part number 'V-3' of the same brand from line 6; skipped" },
    ]);
    expect((await brandNamed('Valeo'))?.parts_count).toBe(2);
  });

  it('keeps only the first 100 problems but counts them all', async () => {
    const rows = ['brand,part_number', ...Array.from({ length: 150 }, (_, i) => `Many${i},`)];
    const result = await upload(rows.join('\n')).expect(200);
    expect(result.body.errors).toBe(150);
    expect(result.body.error_rows).toHaveLength(100);
    expect(result.body.error_rows[99].line).toBe(101);
  });

  describe('a file that fails as a whole changes nothing', () => {
    let before: Stats;
    beforeEach(async () => {
      before = await stats();
    });
    afterEach(async () => {
      expect(await stats()).toEqual(before);
      expect(await brandNamed('Newcomer')).toBeUndefined();
    });

    it.each([
      ['no header', 'Newcomer,N-1\nNewcomer,N-2\n', /^nodata\.csv line 1: no known column names in the first line 'Newcomer,N-1'/],
      ['wrong columns', 'brand,number\nNewcomer,N-1\n', /^nodata\.csv line 1: missing column 'part_number'/],
      ['an empty file', '', /^nodata\.csv: has no data rows \(the file is empty\)/],
      ['a header only', 'brand,part_number\r\n', /^nodata\.csv: has no data rows, only a header/],
    ])('%s', async (_case, content, detail) => {
      const response = await upload(content, 'nodata.csv').expect(400);
      expect(response.body.detail).toMatch(detail);
    });

    it('a binary file', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      const response = await upload(png, 'logo.csv').expect(400);
      expect(response.body.detail).toBe('logo.csv: is not a text CSV/TXT file (looks like PNG)');
    });

    it('a broken quote after many good rows (brands seen before it are not created either)', async () => {
      const good = Array.from({ length: 20_000 }, (_, i) => `Newcomer,N-${i}`);
      const response = await upload(['brand,part_number', ...good, 'Other,"unclosed'].join('\n'), 'broken.csv').expect(400);
      expect(response.body.detail).toBe('broken.csv line 20002: a quoted value starting on this line is never closed');
    });

    it('a 50 MB file whose third line never ends', async () => {
      const huge = Buffer.alloc(50 * 1024 * 1024, 'x');
      const content = Buffer.concat([Buffer.from('brand,part_number\nNewcomer,N-1\nNewcomer,'), huge]);
      const response = await upload(content, 'huge.csv').expect(400);
      expect(response.body.detail).toMatch(/^huge\.csv line 3: the row is longer than 1024 KiB/);
    });
  });

  it('round-trips part numbers the CSV export guards against formulas (-12A, =SUM, @home)', async () => {
    const risky = ['-12A', '=SUM(A1)', '@home', '+44'];
    await upload(['brand,part_number', ...risky.map((p) => `Formula Guard,${p}`)].join('\n')).expect(200);
    const exported = (await admin.get('/brands/export?format=csv&include_parts=true&include_stats=false').expect(200)).text;
    for (const part of risky) expect(exported).toContain(`'${part}`);
    const brand = (await admin.get('/brands?search=formula%20guard').expect(200)).body.items[0];
    await admin.delete(`/brands/${brand.id}`).expect(200);
    await upload(Buffer.from(exported), 'brands-export.csv').expect(200);
    const parts = (await admin.get('/parts?search=&brand=Formula%20Guard&limit=100').expect(200)).body.items.map((p: { part_number: string }) => p.part_number);
    expect(parts.sort()).toEqual([...risky].sort());
  });

  it('asks for a file when none is sent', async () => {
    const response = await admin.post('/brands/upload').expect(400);
    expect(response.body.detail).toBe('Please select a file');
  });

  it.each(['brands.xlsx', 'brands.txt', 'brands', 'brands.csv.exe'])('refuses a CSV body named %s and imports nothing', async (name) => {
    const before = (await admin.get('/brands/stats').expect(200)).body;
    const response = await upload('brand,part_number\nRenamed,R-1\n', name).expect(400);
    expect(response.body.detail).toBe('Please select a valid CSV file');
    expect((await admin.get('/brands/stats').expect(200)).body).toEqual(before);
  });

  it('takes the extension in any case', async () => {
    const response = await upload('brand,part_number\nUpper Case Ext,U-1\n', 'BRANDS.CSV').expect(200);
    expect(response.body).toMatchObject({ brands_created: 1 });
  });

  it('refuses a second import into parts while one runs', async () => {
    let release!: () => void;
    const running = importLock.run('parts', () => new Promise<void>((resolve) => (release = resolve)));
    try {
      const response = await upload('brand,part_number\nLate,L-1\n').expect(409);
      expect(response.body.detail).toBe('An import into parts is already running');
    } finally {
      release();
      await running;
    }
    await upload('brand,part_number\nLate,L-1\n').expect(200);
  });

  it('deleting an imported brand removes its parts from every count', async () => {
    const before = await stats();
    const valeo = await brandNamed('Valeo');
    await admin.delete(`/brands/${valeo!.id}`).expect(200);
    expect(await stats()).toMatchObject({ brands: before.brands - 1, parts: before.parts - valeo!.parts_count });
    expect((await admin.get('/parts?brand=valeo').expect(200)).body.total).toBe(0);
  });
});
