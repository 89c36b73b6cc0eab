import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Availability,
  formatHint,
  ImportErrors,
  ImportFileError,
  ImportFormat,
  parsers,
  readImportFile,
  readTextLines,
  sampleCsv,
} from '../../api/src/common/csv';
import { parse } from 'csv-parse/sync';
import { generateHostileCorpus, HOSTILE_TEXT, HostileCase } from '../fixtures/hostile/generate';

interface PriceRow {
  item_number?: string;
  id?: number;
  price: number;
  availability?: Availability;
  is_kit?: boolean;
}

const PRICES: ImportFormat<PriceRow> = {
  name: 'price import',
  delimiters: ['comma', 'tab', 'pipe'],
  extensions: ['.csv', '.txt'],
  columns: [
    {
      key: 'item_number',
      header: 'item_number',
      aliases: ['part_number', 'sku'],
      required: false,
      requiredGroup: 'item',
      parse: parsers.text({ max: 100 }),
      description: 'Part number of the item',
      example: 'ABC-123',
    },
    {
      key: 'id',
      header: 'id',
      aliases: ['item_id'],
      required: false,
      requiredGroup: 'item',
      parse: parsers.integerId,
      description: 'Id of the item',
      example: '1001',
    },
    { key: 'price', header: 'price', required: true, parse: parsers.price, description: 'Price in USD', example: '19.99' },
    {
      key: 'availability',
      header: 'availability',
      aliases: ['stock_status'],
      required: false,
      parse: parsers.availability,
      description: 'Stock status',
      example: 'in stock',
    },
    { key: 'is_kit', header: 'is_kit', required: false, parse: parsers.boolean, description: 'Kit or single', example: 'false' },
  ],
};

interface BrandRow {
  item: string;
  brand: string;
}

const BRANDS: ImportFormat<BrandRow> = {
  name: 'brand assignment',
  delimiters: { '.csv': ['comma'], '.txt': ['tab', 'pipe', 'semicolon', 'space'] },
  extensions: ['.csv', '.txt'],
  exactColumns: 2,
  columns: [
    {
      key: 'item',
      header: 'id',
      aliases: ['item_id', 'item_number', 'part_number', 'sku', 'part'],
      required: true,
      parse: parsers.text({ max: 100 }),
      description: 'Item id or part number',
      example: 'ABC-123',
    },
    {
      key: 'brand',
      header: 'brand',
      aliases: ['manufacturer', 'make'],
      required: true,
      parse: parsers.text({ max: 100 }),
      description: 'Brand name',
      example: 'Acme Auto Parts',
    },
  ],
};

interface DescriptionRow {
  sku: string;
  description: string;
}

const DESCRIPTIONS: ImportFormat<DescriptionRow> = {
  name: 'product import',
  delimiters: ['comma'],
  extensions: ['.csv'],
  columns: [
    { key: 'sku', header: 'sku', required: true, parse: parsers.text(), description: 'SKU', example: 'A1' },
    {
      key: 'description',
      header: 'description',
      required: true,
      parse: parsers.text({ max: 5000, multiline: true }),
      description: 'Description',
      example: 'Line one\nline two',
    },
  ],
};

let dir: string;
let counter = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'csv-reader-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(content: string | Buffer, name: string): { path: string; originalname: string } {
  const path = join(dir, `f${++counter}`);
  writeFileSync(path, content);
  return { path, originalname: name };
}

interface ReadResult<T> {
  rows: Array<T & { line: number }>;
  batches: number[];
  columns: readonly string[];
  errors: ImportErrors;
}

async function readFile<T>(
  file: { path: string; originalname: string },
  format: ImportFormat<T>,
  batchSize?: number,
): Promise<ReadResult<T>> {
  const errors = new ImportErrors();
  const result: ReadResult<T> = { rows: [], batches: [], columns: [], errors };
  for await (const batch of readImportFile(file, format, { errors, batchSize })) {
    result.rows.push(...batch.rows);
    result.batches.push(batch.rows.length);
    result.columns = batch.columns;
  }
  return result;
}

function read<T>(content: string | Buffer, format: ImportFormat<T>, name = 'prices.csv', batchSize?: number) {
  return readFile(fileWith(content, name), format, batchSize);
}

async function failure<T>(content: string | Buffer, format: ImportFormat<T>, name = 'prices.csv'): Promise<string> {
  return failureOf(fileWith(content, name), format);
}

async function failureOf<T>(file: { path: string; originalname: string }, format: ImportFormat<T>): Promise<string> {
  try {
    await readFile(file, format);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    const exception = error as ImportFileError;
    expect(exception.getStatus()).toBe(400);
    expect(exception.getResponse()).toEqual({ detail: exception.detail });
    return exception.detail;
  }
  throw new Error('the file was accepted');
}

describe('good files', () => {
  const expected = [
    { line: 2, item_number: 'ABC-1', id: undefined, price: 19.99, availability: 'in stock', is_kit: undefined },
    { line: 3, item_number: 'XY 2', id: undefined, price: 5, availability: 'out of stock', is_kit: undefined },
  ];

  it.each([
    ['comma', ','],
    ['tab', '\t'],
    ['pipe', '|'],
  ])('reads %s-separated values', async (_, d) => {
    const result = await read(`item_number${d}price${d}availability\nABC-1${d}19.99${d}instock\nXY 2${d}$5${d}Out Stock\n`, PRICES);
    expect(result.rows).toEqual(expected);
    expect(result.columns).toEqual(['item_number', 'price', 'availability']);
    expect(result.errors.count).toBe(0);
  });

  it('matches header names without case, spaces, hyphens or underscores and by alias', async () => {
    const result = await read(' Part Number ,PRICE,Stock-Status,IS KIT\nABC-1,19.99,In Stock,kit\n', PRICES);
    expect(result.rows).toEqual([{ line: 2, item_number: 'ABC-1', id: undefined, price: 19.99, availability: 'in stock', is_kit: true }]);
  });

  it("takes off only the export's formula guard: an apostrophe before = + - @ goes, any other apostrophe stays", async () => {
    const result = await read("id,brand\n'-12A,'=Acme\n'O'Neil,'Quote\n''+44,It's\n", BRANDS);
    expect(result.rows).toEqual([
      { line: 2, item: '-12A', brand: '=Acme' },
      { line: 3, item: "'O'Neil", brand: "'Quote" },
      { line: 4, item: "''+44", brand: "It's" },
    ]);
  });

  it('reads quoted values with delimiters, doubled quotes and line breaks, and keeps line numbers', async () => {
    const content = 'sku,description\nA1,"Fits 2010, 2011 and ""Sport"" models"\nA2,"two\r\nlines"\nA3,plain\n"A4",\'single\'\n';
    const result = await read(content, DESCRIPTIONS);
    expect(result.rows).toEqual([
      { line: 2, sku: 'A1', description: 'Fits 2010, 2011 and "Sport" models' },
      { line: 3, sku: 'A2', description: 'two\r\nlines' },
      { line: 5, sku: 'A3', description: 'plain' },
      { line: 6, sku: 'A4', description: "'single'" },
    ]);
  });

  it('keeps a quote inside an unquoted value as written', async () => {
    const result = await read('sku,description\nA1,12" wrench\n', DESCRIPTIONS);
    expect(result.rows).toEqual([{ line: 2, sku: 'A1', description: '12" wrench' }]);
  });

  it.each([
    ['UTF-8 BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('item_number,price\r\nÜber-1,1.5\r\n')])],
    ['UTF-16 LE BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('item_number,price\r\nÜber-1,1.5\r\n', 'utf16le')])],
    ['UTF-16 BE BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('item_number,price\r\nÜber-1,1.5\r\n', 'utf16le').swap16()])],
    ['Latin-1', Buffer.from('item_number,price\nÜber-1,1.5\n', 'latin1')],
    ['CR line endings', Buffer.from('item_number,price\rÜber-1,1.5\r')],
    ['no final line break', Buffer.from('item_number,price\nÜber-1,1.5')],
  ])('reads %s', async (_, content) => {
    const result = await read(content, PRICES);
    expect(result.rows).toEqual([{ line: 2, item_number: 'Über-1', id: undefined, price: 1.5, availability: undefined, is_kit: undefined }]);
  });

  it('numbers lines across mixed line endings, blank lines and leading blank lines', async () => {
    const result = await read('\n\nitem_number,price\r\nA,1\n\nB,2\rC,3\r\n  \n,,\nD,4', PRICES);
    expect(result.rows.map((r) => [r.line, r.item_number])).toEqual([
      [4, 'A'],
      [6, 'B'],
      [7, 'C'],
      [10, 'D'],
    ]);
  });

  it('hands out rows in batches of the requested size', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => `P${i},${i + 1}`).join('\n');
    const result = await read(`item_number,price\n${lines}\n`, PRICES, 'prices.csv', 2);
    expect(result.batches).toEqual([2, 2, 1]);
    expect(result.rows.map((r) => r.price)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the same rows whether csv-parse or the fast splitter reads a line', async () => {
    const body = 'A,1,"in stock"\n"B ""x""",2.5,backorder\nC,3,"pre-order"\n';
    const fast = await read(`item_number,price,availability\n${body}`, PRICES);
    const slow = await read(`item_number,price,availability\n"Z\nZ",9,oos\n${body}`, PRICES);
    expect(slow.errors.messages()).toEqual([
      "prices.csv line 2, column 'item_number': item_number must not contain control characters (found U+000A)",
    ]);
    expect(slow.rows.map(({ line, ...row }) => ({ ...row, line: line - 2 }))).toEqual(fast.rows);
    expect(fast.rows.map((r) => r.item_number)).toEqual(['A', 'B "x"', 'C']);
  });

  it('reads a 1.25 MiB file across chunk boundaries exactly as csv-parse reads it whole', async () => {
    const pieces = ['plain', 'Größe ü', '🔧 wrench', '"say ""hi"""', '"a, b"', '"x\r\ny"', '12" rod', ''];
    const lines: string[] = [];
    for (let i = 0, size = 0; size < 1.25 * 1024 * 1024; i++, size += lines[lines.length - 1].length) {
      const piece = pieces[i % pieces.length];
      // Values spanning lines only after about 1.05 MiB: the fast splitter reads the start, csv-parse the rest.
      const description = piece.includes('\n') && i < 68_000 ? '"x y"' : piece;
      lines.push(`S${i},${description}${i % 3 === 0 ? '\r\n' : '\n'}`);
    }
    const text = `sku,description\n${lines.join('')}`;
    const options = { relax_quotes: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] };
    const expected = (parse(text, options) as string[][]).slice(1).filter(([, description]) => description.trim() !== '');
    const result = await read(text, DESCRIPTIONS);
    const differs = (i: number) => result.rows[i]?.sku !== expected[i][0] || result.rows[i]?.description !== expected[i][1];
    const first = expected.findIndex((_, i) => differs(i));
    expect({ first, row: result.rows[first], expected: expected[first] }).toEqual({ first: -1, row: undefined, expected: undefined });
    expect(result.rows).toHaveLength(expected.length);
    expect(result.errors.count).toBe(lines.length - expected.length);
    const last = result.rows[result.rows.length - 1];
    expect(text.split(/\r\n|\n/)[last.line - 1]).toMatch(new RegExp(`^${last.sku},`));
  });

  it('warns about unknown columns and ignores them', async () => {
    const result = await read('item_number,notes,price,Internal Code\nA,hello,1,X\n', PRICES);
    expect(result.rows).toEqual([{ line: 2, item_number: 'A', id: undefined, price: 1, availability: undefined, is_kit: undefined }]);
    expect(result.errors.warnings).toEqual(["prices.csv: ignored unknown columns 'notes', 'Internal Code'"]);
  });

  it('shows only the last segment of the uploaded file name', async () => {
    const detail = await failure('', PRICES, '../../etc/passwd\u0007.csv');
    expect(detail).toBe('passwd.csv: has no data rows (the file is empty)');
  });
});

describe('row errors', () => {
  it('leaves out a bad row and names file, line, column and reason', async () => {
    const result = await read('id,price\n1,19.99\n2,-1\n3,abc\n4,19,99\n5,\n,7\n6,1e308\n', PRICES);
    expect(result.rows.map((r) => r.id)).toEqual([1]);
    expect(result.errors.count).toBe(6);
    expect(result.errors.messages()).toEqual([
      "prices.csv line 3, column 'price': price must not be negative, got '-1'",
      "prices.csv line 4, column 'price': price must be a number like 19.99, got 'abc'",
      'prices.csv line 5: has 3 values but the header has 2 columns; put values that contain the delimiter in double quotes',
      "prices.csv line 6, column 'price': price is empty",
      'prices.csv line 7: needs a value in id',
      "prices.csv line 8, column 'price': price must be a number like 19.99, got '1e308'",
    ]);
    expect(result.errors.rows[0]).toEqual({ file: 'prices.csv', line: 3, field: 'price', key: 'price', value: '-1', reason: "price must not be negative, got '-1'" });
  });

  it('suggests a dot for a decimal comma', async () => {
    const result = await read('id;price\n1;19,99\n', { ...PRICES, delimiters: ['semicolon'] });
    expect(result.errors.messages()).toEqual(["prices.csv line 2, column 'price': price must use a dot for decimals: write '19.99', not '19,99'"]);
  });

  it('names the column as the file spells it', async () => {
    const result = await read('SKU,Price\nA,$\n', PRICES);
    expect(result.errors.rows).toEqual([{ file: 'prices.csv', line: 2, field: 'Price', key: 'price', value: '$', reason: "Price must be a number like 19.99, got '$'" }]);
  });

  it('counts every problem and keeps the first 100', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `P${i},x`).join('\n');
    const result = await read(`sku,price\n${rows}\n`, PRICES);
    expect(result.errors.count).toBe(150);
    expect(result.errors.rows).toHaveLength(100);
    expect(result.errors.rows[99].line).toBe(101);
  });

  it('shares one collector between the files of one import', async () => {
    const errors = new ImportErrors();
    for (const name of ['a.csv', 'b.csv']) {
      for await (const batch of readImportFile(fileWith('sku,price\nA,-2\nB,2\n', name), PRICES, { errors })) {
        expect(batch.rows).toHaveLength(1);
      }
    }
    expect(errors.messages()).toEqual([
      "a.csv line 2, column 'price': price must not be negative, got '-2'",
      "b.csv line 2, column 'price': price must not be negative, got '-2'",
    ]);
  });
});

describe('files refused as a whole', () => {
  it.each([
    ['', 'prices.csv: has no data rows (the file is empty)'],
    [' \r\n\t\n  ', 'prices.csv: has no data rows (the file is empty)'],
    ['sku,price\r\n\r\n', 'prices.csv: has no data rows, only a header'],
    ['sku,availability\nA,in stock\n', "prices.csv line 1: missing column 'price' (accepted names: price)"],
    ['price\n1\n', "prices.csv line 1: missing column 'item_number' or 'id' (accepted names: item_number, part_number, sku, id, item_id)"],
    ['sku,price,Part Number\nA,1,B\n', "prices.csv line 1: columns 'sku' and 'Part Number' both give item_number; keep only one"],
    ['sku;price\nA;1\n', 'prices.csv line 1: the columns are separated by semicolon, but this file must use comma, tab or pipe'],
    ['name,cost\nA,1\n', "prices.csv line 1: no known column names in the first line 'name,cost'; expected the columns item_number, id, price, availability, is_kit separated by comma, tab or pipe (accepted names: item_number, part_number, sku, id, item_id, price, availability, stock_status, is_kit)"],
    ['sku,price\nA,1\n"B,2\nC,3\n', 'prices.csv line 3: a quoted value starting on this line is never closed'],
  ])('%j', async (content, detail) => {
    expect(await failure(content, PRICES)).toBe(detail);
  });

  it('names the line of bytes that are not UTF-8 after the first 64 KiB', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `PART-${i},${i}.50`).join('\n');
    const content = Buffer.concat([Buffer.from(`sku,price\n${rows}\n`), Buffer.from('Caf\xe9,1\n', 'latin1')]);
    expect(await failure(content, PRICES)).toBe('prices.csv line 5002: is not valid UTF-8 text (byte 0xE9); save the file as UTF-8');
  });

  it('names that line also after csv-parse took over for a value spanning lines', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `S${i},plain ${i}`).join('\n');
    const content = Buffer.concat([Buffer.from(`sku,description\nA,"two\nlines"\n${rows}\n`), Buffer.from('B,Caf\xe9\n', 'latin1')]);
    expect(await failure(content, DESCRIPTIONS)).toBe('prices.csv line 5004: is not valid UTF-8 text (byte 0xE9); save the file as UTF-8');
  });

  it('refuses a record over 1 MiB', async () => {
    expect(await failure(`sku,price\nA,1\n${'x'.repeat(1_100_000)},2\n`, PRICES)).toBe(
      'prices.csv line 3: the row is longer than 1024 KiB (1 MiB); is a line break or a closing quote missing?',
    );
  });
});

describe('brand assignment: two columns, delimiter by extension, header required', () => {
  it('reads a space-separated .txt file, the last column taking the rest of the line', async () => {
    const result = await read('part   manufacturer\nABC-1  Acme Auto Parts\n', BRANDS, 'brands.txt');
    expect(result.rows).toEqual([{ line: 2, item: 'ABC-1', brand: 'Acme Auto Parts' }]);
  });

  it('refuses a file without header, naming the accepted column names', async () => {
    expect(await failure('ABC-1|Acme\nABC-2|Bosch\n', BRANDS, 'brands.txt')).toBe(
      "brands.txt line 1: no known column names in the first line 'ABC-1|Acme'; expected the columns id, brand separated by tab, pipe, semicolon or space " +
        '(accepted names: id, item_id, item_number, part_number, sku, part, brand, manufacturer, make)',
    );
  });

  it('reads a comma-separated .csv file and refuses rows without exactly two values', async () => {
    const result = await read('SKU,Make\nA,Acme\nB,Bosch,extra\nC\n', BRANDS, 'brands.csv');
    expect(result.rows).toEqual([{ line: 2, item: 'A', brand: 'Acme' }]);
    expect(result.errors.messages()).toEqual([
      'brands.csv line 3: must have exactly 2 values, found 3',
      'brands.csv line 4: must have exactly 2 values, found 1',
    ]);
  });

  it('refuses a header with a third column', async () => {
    expect(await failure('id,brand,notes\n1,Acme,x\n', BRANDS, 'brands.csv')).toBe(
      "brands.csv line 1: must have exactly 2 columns (id, brand), found 3: 'id', 'brand', 'notes'",
    );
  });

  it('refuses semicolons in a .csv file', async () => {
    expect(await failure('id;brand\n1;Acme\n', BRANDS, 'brands.csv')).toBe(
      'brands.csv line 1: the columns are separated by semicolon, but this file must use comma',
    );
  });
});

describe('hostile corpus', () => {
  let cases: HostileCase[];
  const header = ['id', 'item_number', 'price', 'stock_status'];

  beforeAll(() => {
    cases = generateHostileCorpus(join(dir, 'hostile'), header);
  });

  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  const refusals: Record<string, string> = {
    'nul-bytes': 'nul-bytes.csv: is not a text CSV/TXT file (contains NUL bytes)',
    'png-renamed': 'png-renamed.csv: is not a text CSV/TXT file (looks like PNG)',
    'jpeg-renamed': 'jpeg-renamed.csv: is not a text CSV/TXT file (looks like JPEG)',
    'pdf-renamed': 'pdf-renamed.csv: is not a text CSV/TXT file (looks like PDF)',
    'zip-renamed': 'zip-renamed.csv: is not a text CSV/TXT file (looks like ZIP)',
    'xlsx-renamed': 'xlsx-renamed.csv: is not a text CSV/TXT file (looks like XLSX)',
    'single-line-10mb': 'single-line-10mb.csv line 2: the row is longer than 1024 KiB (1 MiB); is a line break or a closing quote missing?',
    'very-long-quoted-value': 'very-long-quoted-value.csv line 2: the row is longer than 1024 KiB (1 MiB); is a line break or a closing quote missing?',
    'header-only': 'header-only.csv: has no data rows, only a header',
    'whitespace-only': 'whitespace-only.csv: has no data rows (the file is empty)',
    empty: 'empty.csv: has no data rows (the file is empty)',
    'duplicate-header': "duplicate-header.csv line 1: columns 'id' and 'id' both give id; keep only one",
    'unknown-columns':
      "unknown-columns.csv line 1: no known column names in the first line 'column_1,column_2,column_3,column_4'; expected the columns item_number, id, price, availability, is_kit separated by comma, tab or pipe (accepted names: item_number, part_number, sku, id, item_id, price, availability, stock_status, is_kit)",
    'missing-header':
      "missing-header.csv line 1: no known column names in the first line '1000,ABC-1000,19.99,in stock'; expected the columns item_number, id, price, availability, is_kit separated by comma, tab or pipe (accepted names: item_number, part_number, sku, id, item_id, price, availability, stock_status, is_kit)",
    'unbalanced-quotes': 'unbalanced-quotes.csv line 3: a quoted value starting on this line is never closed',
    'invalid-utf8-late': 'invalid-utf8-late.csv line 2150: is not valid UTF-8 text (byte 0xE9); save the file as UTF-8',
    'columns-10000': 'columns-10000.csv line 1: has 10000 columns; at most 1000 are allowed',
  };

  it('refuses every reject case with a detail naming the problem', async () => {
    const rejected = cases.filter((c) => c.expect === 'reject');
    expect(rejected.map((c) => c.name).sort()).toEqual(Object.keys(refusals).sort());
    for (const c of rejected) {
      expect([c.name, await failureOf({ path: c.file, originalname: `${c.name}.csv` }, PRICES)]).toEqual([c.name, refusals[c.name]]);
    }
  });

  it('reads every accept case without row errors', async () => {
    for (const c of cases.filter((k) => k.expect === 'accept')) {
      const result = await readFile({ path: c.file, originalname: `${c.name}.csv` }, PRICES);
      expect([c.name, result.errors.messages()]).toEqual([c.name, []]);
      expect([c.name, result.rows.length > 0]).toEqual([c.name, true]);
    }
  });

  it('keeps hostile text byte for byte', async () => {
    const byName = (name: string) => cases.find((c) => c.name === name)!;
    for (const [name, texts] of [
      ['formula-cells', HOSTILE_TEXT.formula],
      ['sql-strings', HOSTILE_TEXT.sql],
      ['html-script', HOSTILE_TEXT.html],
      ['emoji', HOSTILE_TEXT.emoji],
      ['rtl-text', HOSTILE_TEXT.rtl],
    ] as const) {
      const result = await readFile({ path: byName(name).file, originalname: 'x.csv' }, PRICES);
      expect(result.rows.map((r) => r.item_number)).toEqual(texts);
    }
    const encodings = await Promise.all(
      ['latin1', 'windows-1252', 'utf16be-bom', 'utf16le-no-bom'].map((name) => readFile({ path: byName(name).file, originalname: 'x.csv' }, PRICES)),
    );
    expect(encodings.map((r) => r.rows[0].item_number)).toEqual(['Café Ñandú Größe', '“Pro” €5 – OK', 'ABC-1000', 'ABC-1000']);
  });

  it('reports the single bad row of every row-error case', async () => {
    const expected: Record<string, string> = {
      'control-characters': "control-characters.csv line 2, column 'item_number': item_number must not contain control characters (found U+0007)",
      'price-negative': "price-negative.csv line 2, column 'price': price must not be negative, got '-1'",
      'price-nan': "price-nan.csv line 2, column 'price': price must be a number like 19.99, got 'NaN'",
      'price-infinity': "price-infinity.csv line 2, column 'price': price must be a number like 19.99, got 'Infinity'",
      'price-1e308': "price-1e308.csv line 2, column 'price': price must be a number like 19.99, got '1e308'",
      'price-decimal-comma': "price-decimal-comma.csv line 2, column 'price': price must use a dot for decimals: write '19.99', not '19,99'",
      'price-dollar-only': "price-dollar-only.csv line 2, column 'price': price must be a number like 19.99, got '$'",
      'price-text': "price-text.csv line 2, column 'price': price must be a number like 19.99, got 'abc'",
    };
    const rowErrors = cases.filter((c) => c.expect === 'row-error');
    expect(rowErrors.map((c) => c.name).sort()).toEqual(Object.keys(expected).sort());
    for (const c of rowErrors) {
      const result = await readFile({ path: c.file, originalname: `${c.name}.csv` }, PRICES);
      expect([c.name, result.rows.length, result.errors.messages()]).toEqual([c.name, 0, [expected[c.name]]]);
    }
  });
});

describe('value parsers', () => {
  it.each([
    ['19.99', 19.99],
    ['$19.99', 19.99],
    [' 19.99 USD', 19.99],
    ['USD 7', 7],
    ['0', 0],
    ['.5', 0.5],
    ['1.005', 1.01],
    ['2.675', 2.68],
    ['19.994', 19.99],
    ['999999999.99', 999999999.99],
    // A currency sign or word leaves the rounding unchanged: half-up from the written digits.
    ['$1.005', 1.01],
    ['US$2.675', 2.68],
    ['USD 0.125', 0.13],
    ['1.005 USD', 1.01],
    ['2.675$', 2.68],
    ['$ 19.995', 20],
    ['-$0.00', 0],
    ['$0.004', 0],
    ['$999999999.994', 999999999.99],
    ['$.5', 0.5],
    ['$7', 7],
  ])('price %j is %d', (raw, value) => {
    expect(parsers.price(raw)).toBe(value);
  });

  it.each([
    ['-1', "must not be negative, got '-1'"],
    ['-$5', "must not be negative, got '-$5'"],
    ['NaN', "must be a number like 19.99, got 'NaN'"],
    ['Infinity', "must be a number like 19.99, got 'Infinity'"],
    ['1e308', "must be a number like 19.99, got '1e308'"],
    ['19,99', "must use a dot for decimals: write '19.99', not '19,99'"],
    ['1,299.00', "must not contain thousands separators: write '1299.00', not '1,299.00'"],
    ['$', "must be a number like 19.99, got '$'"],
    ['1000000000', "must be at most 999999999.99, got '1000000000'"],
    ['$999999999.995', "must be at most 999999999.99, got '$999999999.995'"],
    ['$1000000000', "must be at most 999999999.99, got '$1000000000'"],
    ['$$5', "must be a number like 19.99, got '$$5'"],
    ['-$1.005', "must not be negative, got '-$1.005'"],
    ['999999999.995', "must be at most 999999999.99, got '999999999.995'"],
    ['$1,005', "must not contain thousands separators: write '1005', not '$1,005'"],
    ['$1,00', "must use a dot for decimals: write '1.00', not '$1,00'"],
    ['1.00 EUR', "must be a number like 19.99, got '1.00 EUR'"],
    // Prices are USD: a thousands separator is refused with its fix even after a currency word; another currency is refused.
    ['1,005.50 USD', "must not contain thousands separators: write '1005.50', not '1,005.50 USD'"],
    ['€ 3,10', "must be a number like 19.99, got '€ 3,10'"],
    ['€3.10', "must be a number like 19.99, got '€3.10'"],
  ])('price %j is refused', (raw, message) => {
    expect(() => parsers.price(raw)).toThrow(message);
  });

  it.each([
    ['instock', 'in stock'],
    ['In Stock', 'in stock'],
    ['in-stock', 'in stock'],
    ['IN_STOCK', 'in stock'],
    ['available', 'in stock'],
    ['https://schema.org/InStock', 'in stock'],
    ['out stock', 'out of stock'],
    ['Out of Stock', 'out of stock'],
    ['outofstock', 'out of stock'],
    ['OOS', 'out of stock'],
    ['pre-order', 'preorder'],
    ['Preorder', 'preorder'],
    ['back order', 'backorder'],
    ['backorder', 'backorder'],
  ])('availability %j is %j', (raw, value) => {
    expect(parsers.availability(raw)).toBe(value);
  });

  it('refuses an unknown availability', () => {
    expect(() => parsers.availability('maybe')).toThrow(
      "must be one of in stock, out of stock, preorder, backorder (or a spelling such as instock, out-of-stock), got 'maybe'",
    );
  });

  it('reads booleans, ids, urls and text', () => {
    expect(['true', 'FALSE', '1', '0', 'yes', 'No', 'kit', 'Single'].map(parsers.boolean)).toEqual([true, false, true, false, true, false, true, false]);
    expect(() => parsers.boolean('maybe')).toThrow("must be true or false (also yes/no, 1/0, kit/single), got 'maybe'");
    expect(parsers.integerId(' 12345 ')).toBe(12345);
    for (const bad of ['0', '-1', '1.5', '12a', '1234567890123456']) expect(() => parsers.integerId(bad)).toThrow('must be a whole number like 12345');
    expect(parsers.url(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    for (const bad of ['javascript:alert(1)', 'ftp://x.y/z', 'example.com', 'http://a b.com']) expect(() => parsers.url(bad)).toThrow('must be an http or https URL');
    expect(parsers.text()('  tab\there  ')).toBe('tab\there');
    expect(() => parsers.text()('a\nb')).toThrow('must not contain control characters (found U+000A)');
    expect(parsers.text({ multiline: true })('a\nb')).toBe('a\nb');
    expect(() => parsers.text({ max: 3 })('abcd')).toThrow('must be at most 3 characters, got 4');
    expect(() => parsers.requiredText()('  ')).toThrow('is required');
  });
});

describe('hint and sample', () => {
  it('renders the accepted columns', () => {
    expect(formatHint(BRANDS)).toBe(
      [
        "Columns of the brand assignment (header names ignore case; spaces, '-' and '_' count alike):",
        '- id (also item_id, item_number, part_number, sku, part), required: Item id or part number. Example: ABC-123',
        '- brand (also manufacturer, make), required: Brand name. Example: Acme Auto Parts',
        'Exactly 2 columns.',
        'Values separated by comma in .csv files; tab, pipe, semicolon or space in .txt files. Other columns are ignored.',
      ].join('\n'),
    );
    expect(formatHint(PRICES)).toContain('- item_number (also part_number, sku), one of item_number, id: Part number of the item. Example: ABC-123');
  });

  it('renders a sample file the reader reads back', async () => {
    // One column of each "one of" group (item_number or id).
    expect(sampleCsv(PRICES)).toBe('item_number,price,availability,is_kit\r\nABC-123,19.99,in stock,false\r\n');
    const result = await read(sampleCsv(DESCRIPTIONS), DESCRIPTIONS);
    expect(result.rows).toEqual([{ line: 2, sku: 'A1', description: 'Line one\nline two' }]);
    const brands = await read(sampleCsv(BRANDS, 'brands.txt'), BRANDS, 'brands.txt');
    expect(brands.rows).toEqual([{ line: 2, item: 'ABC-123', brand: 'Acme Auto Parts' }]);
  });
});

describe('line-based text files', () => {
  it('hands out the non-blank lines with their numbers', async () => {
    const file = fileWith(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Version\r\n1 - A\r\n\r\n2 - A > B "x"\r\n')]), 'taxonomy.txt');
    const lines = [];
    for await (const batch of readTextLines(file)) lines.push(...batch);
    expect(lines).toEqual([
      { line: 1, text: '# Version' },
      { line: 2, text: '1 - A' },
      { line: 4, text: '2 - A > B "x"' },
    ]);
  });

  it('refuses binary and empty files', async () => {
    const collect = async (content: Buffer | string) => {
      for await (const batch of readTextLines(fileWith(content, 'taxonomy.txt'))) expect(batch).toBeDefined();
    };
    await expect(collect(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).rejects.toThrow(ImportFileError);
    await expect(collect('\n \n')).rejects.toThrow('has no data rows');
  });
});
