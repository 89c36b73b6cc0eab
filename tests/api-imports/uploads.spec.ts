import { BadRequestException, Controller, HttpCode, INestApplication, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { HttpErrorFilter } from '../../api/src/common/errors/http-error.filter';
import { ImportUpload, ImportUploadFile, UploadedImport, UploadedImports } from '../../api/src/common/uploads';
import { prepareUploadDir, SWEEP_EVERY_MS } from '../../api/src/common/uploads/stale-uploads';
import type { AppConfig } from '../../api/src/config/app-config';
import { ConfigModule } from '../../api/src/config/config.module';

const LIMIT = 1024 * 1024;

function seen(file: ImportUploadFile) {
  return { name: file.originalname, size: file.size, dir: dirname(file.path), content: readFileSync(file.path, 'utf8') };
}

@Controller('t')
class UploadTestController {
  @Post('csv')
  @HttpCode(200)
  @ImportUpload({ extensions: ['.csv'] })
  csv(@UploadedImport() file: ImportUploadFile) {
    return seen(file);
  }

  @Post('csv-or-txt')
  @HttpCode(200)
  @ImportUpload({ extensions: ['.csv', '.txt'] })
  csvOrTxt(@UploadedImport() file: ImportUploadFile) {
    return seen(file);
  }

  @Post('fails')
  @ImportUpload({ extensions: ['.csv'] })
  fails(@UploadedImport() file: ImportUploadFile) {
    throw new BadRequestException({ detail: `could not import ${file.originalname}` });
  }

  @Post('many')
  @HttpCode(200)
  @ImportUpload({
    field: 'files',
    maxFiles: 3,
    extensions: ['.csv'],
    missingMessage: 'Please select at least one CSV file',
    invalidMessage: 'Only CSV files are allowed',
  })
  many(@UploadedImports() files: ImportUploadFile[]) {
    return files.map(seen);
  }
}

let app: INestApplication;
let baseUrl = '';
let dataDir: string;
let uploads: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  uploads = join(dataDir, 'uploads');
  @Module({
    imports: [ConfigModule.forRoot({ uploadLimitBytes: LIMIT, uploadRequestLimitBytes: LIMIT, dataDir } as AppConfig)],
    controllers: [UploadTestController],
  })
  class UploadTestModule {}
  const moduleRef = await Test.createTestingModule({ imports: [UploadTestModule] }).compile();
  app = moduleRef.createNestApplication({ logger: false });
  app.useGlobalFilters(new HttpErrorFilter());
  await app.init();
  await app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The temporary files are removed once the answer is settled; wait for it briefly. */
async function expectNoTemporaryFiles(): Promise<void> {
  for (let i = 0; i < 50 && readdirSync(uploads).length; i++) await new Promise((r) => setTimeout(r, 10));
  expect(readdirSync(uploads)).toEqual([]);
}

const post = (path: string) => request(app.getHttpServer()).post(path);

afterEach(expectNoTemporaryFiles);

describe('one import file', () => {
  it('stores the upload in a temporary file under DATA_DIR and removes it after the answer', async () => {
    const res = await post('/t/csv').attach('file', Buffer.from('id,price\n1,2\n'), 'Prices.CSV').expect(200);
    expect(res.body).toEqual({ name: 'Prices.CSV', size: 13, dir: uploads, content: 'id,price\n1,2\n' });
  });

  it('keeps only the last segment of the client file name and reads UTF-8 names', async () => {
    const traversal = await post('/t/csv').attach('file', Buffer.from('a\n'), '../../etc/passwd.csv').expect(200);
    expect(traversal.body.name).toBe('passwd.csv');
    expect(traversal.body.dir).toBe(uploads);
    const accented = await post('/t/csv').attach('file', Buffer.from('a\n'), 'Prix été.csv').expect(200);
    expect(accented.body.name).toBe('Prix été.csv');
  });

  it.each([
    ['/t/csv', 'prices.txt', 'Please select a valid CSV file'],
    ['/t/csv', 'prices.xlsx', 'Please select a valid CSV file'],
    ['/t/csv', 'prices', 'Please select a valid CSV file'],
    ['/t/csv-or-txt', 'prices.xlsx', 'Please select a valid CSV or TXT file'],
    ['/t/csv-or-txt', 'prices.csv.exe', 'Please select a valid CSV or TXT file'],
  ])('%s refuses %s', async (path, name, detail) => {
    const res = await post(path).attach('file', Buffer.from('id\n1\n'), name).expect(400);
    expect(res.body).toEqual({ detail });
  });

  it('accepts .txt and .TXT where TXT is allowed', async () => {
    await post('/t/csv-or-txt').attach('file', Buffer.from('a\n'), 'a.TXT').expect(200);
    await post('/t/csv-or-txt').attach('file', Buffer.from('a\n'), 'a.txt').expect(200);
  });

  it('asks for a file when none is sent', async () => {
    expect((await post('/t/csv').field('is_kit', 'true').expect(400)).body).toEqual({ detail: 'Please select a file to import' });
    expect((await post('/t/csv').send({ file: 'x' }).expect(400)).body).toEqual({ detail: 'Please select a file to import' });
  });

  it('refuses a file over the limit with 413 naming the limit, and keeps nothing of it', async () => {
    const res = await post('/t/csv').attach('file', Buffer.alloc(LIMIT + 10, 'a'), 'big.csv').expect(413);
    expect(res.body).toEqual({ detail: 'big.csv: is larger than the upload limit of 1 MB' });
  });

  it('refuses a body far over the limit from its declared length', async () => {
    const res = await post('/t/csv').attach('file', Buffer.alloc(3 * LIMIT, 'a'), 'huge.csv').expect(413);
    expect(res.body).toEqual({ detail: 'The file is larger than the upload limit of 1 MB' });
  });

  it('removes the file when the handler fails', async () => {
    const res = await post('/t/fails').attach('file', Buffer.from('a\n'), 'a.csv').expect(400);
    expect(res.body).toEqual({ detail: 'could not import a.csv' });
  });

  it('refuses a second file and a file in another field', async () => {
    const two = await post('/t/csv').attach('file', Buffer.from('a\n'), 'a.csv').attach('file', Buffer.from('b\n'), 'b.csv').expect(400);
    expect(two.body).toEqual({ detail: 'Send one file only' });
    const other = await post('/t/csv').attach('upload', Buffer.from('a\n'), 'a.csv').expect(400);
    expect(other.body).toEqual({ detail: "Send the file in the form field 'file', not 'upload'" });
  });

  it('refuses a broken multipart body', async () => {
    const res = await post('/t/csv')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc')
      .expect(400);
    expect(res.body.detail).toMatch(/^The upload is not a valid multipart\/form-data request: /);
  });
});

describe('several import files', () => {
  it('takes up to maxFiles files of the field', async () => {
    const res = await post('/t/many').attach('files', Buffer.from('a\n'), 'a.csv').attach('files', Buffer.from('b\n'), 'b.CSV').expect(200);
    expect(res.body.map((f: { name: string; content: string }) => [f.name, f.content])).toEqual([
      ['a.csv', 'a\n'],
      ['b.CSV', 'b\n'],
    ]);
  });

  it('refuses a request whose files together exceed the per-request limit, before storing any', async () => {
    const three = post('/t/many');
    for (const name of ['a', 'b', 'c']) three.attach('files', Buffer.alloc(0.9 * LIMIT, 'x'), `${name}.csv`);
    expect((await three.expect(413)).body).toEqual({ detail: 'The upload is larger than the limit of 1 MB for one request; send the files in several imports' });
  });

  it('refuses an upload that does not state its size', async () => {
    const chunked = http.request(`${baseUrl}/t/csv`, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ', 'Transfer-Encoding': 'chunked' } });
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      chunked.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      });
      chunked.on('error', fail);
    });
    chunked.end('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc\r\n--XYZ--\r\n');
    const { status, body } = await answer;
    expect(status).toBe(411);
    expect(JSON.parse(body)).toEqual({ detail: 'An upload must state its size (Content-Length)' });
  });

  it('uses the route messages and removes files already stored', async () => {
    expect((await post('/t/many').field('brand_id', '1').expect(400)).body).toEqual({ detail: 'Please select at least one CSV file' });
    const mixed = await post('/t/many').attach('files', Buffer.from('a\n'), 'a.csv').attach('files', Buffer.from('b'), 'b.pdf').expect(400);
    expect(mixed.body).toEqual({ detail: 'Only CSV files are allowed' });
    const four = post('/t/many');
    for (const name of ['a', 'b', 'c', 'd']) four.attach('files', Buffer.from('x\n'), `${name}.csv`);
    expect((await four.expect(400)).body).toEqual({ detail: 'Send at most 3 files at once' });
  });
});

describe('stale uploads', () => {
  afterEach(() => jest.useRealTimers());

  it('are swept at start and then hourly, files of running requests kept', () => {
    jest.useFakeTimers();
    const dir = join(dataDir, 'sweep-test');
    prepareUploadDir(dir);
    const stale = join(dir, 'upload-left-by-a-crash');
    const fresh = join(dir, 'upload-of-a-running-request');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    jest.advanceTimersByTime(SWEEP_EVERY_MS);
    expect(readdirSync(dir)).toEqual(['upload-of-a-running-request']);
  });
});
