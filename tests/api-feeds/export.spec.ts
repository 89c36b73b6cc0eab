import { EntityManager } from '@mikro-orm/knex';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultExportOptions } from '../../api/src/export/dto/export-options.dto';
import { ExportRetentionService } from '../../api/src/export/files/export-retention.service';
import { ExportJobsService } from '../../api/src/export/jobs/export-jobs.service';
import { ExportRecoveryService, INTERRUPTED } from '../../api/src/export/jobs/export-recovery.service';
import { NIGHTLY_JOB, NightlyExportService } from '../../api/src/export/jobs/nightly-export.service';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Api, startTestApp, TestApp } from '../support/app';
import { finishedExport } from '../support/export-job';
import { CapturingLogger } from '../support/log-capture';
import { xmllint } from '../support/prerequisites';
import { sftpEnv, startSftpServer, SftpTestServer } from '../support/sftp-server';

/** id, part_number, brand, is_kit, availability, price — hostile values included. */
const ITEMS: Array<[string, string, string | null, boolean, string, number | null]> = [
  ['A-001', 'PN-001', 'Bosch', false, 'in stock', 19.99],
  ['A-002', 'PN-002', '<Acme & "Sons">', false, 'out of stock', 5],
  ['A-003', 'PN-003 & <b>', null, false, 'preorder', null],
  ['K-001', 'KIT-001', 'Bosch', true, 'backorder', 120.5],
  ['K-002', 'KIT-002', 'Denso', true, 'in stock', 42],
];
const KITS = ITEMS.filter((item) => item[3]).length;

type Binary = { status: number; body: Buffer; headers: Record<string, string> };

/** supertest with the body kept as bytes, whatever the content type. */
function binary(test: ReturnType<Api['get']>): Promise<Binary> {
  return test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }) as unknown as Promise<Binary>;
}

function wellFormed(xml: Buffer, dir: string): void {
  const file = join(dir, `check-${Date.now()}.xml`);
  writeFileSync(file, xml);
  xmllint(file);
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('XML export jobs and SFTP delivery', () => {
  let t: TestApp;
  let admin: Api;
  let sftp: SftpTestServer;
  let logger: CapturingLogger;

  beforeAll(async () => {
    sftp = await startSftpServer();
    logger = new CapturingLogger();
    t = await startTestApp({
      logger,
      env: sftpEnv(sftp, { failFast: true }),
    });
    admin = await t.as(t.admin);
    const connection = t.app.get(EntityManager).getConnection();
    for (const [id, part, brand, isKit, availability, price] of ITEMS) {
      await connection.execute(
        'INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [id, part, brand, isKit, availability, price, new Date('2026-11-20T10:00:00Z')],
      );
    }
  });
  // A run marks its last file finished a moment before it frees the export slot: each test starts once it is free.
  beforeEach(() => t.app.get(ExportJobsService).idle());
  afterAll(async () => {
    await t.close();
    await sftp.close();
    logger.stop();
  });

  it('serves its fixed paths under /current, not shadowed by /current/:id', async () => {
    const history = await admin.get('/current/export-history').expect(200);
    expect(history.body).toEqual({ items: [], total: 0 });
    const status = await admin.get('/current/sftp-status').expect(200);
    expect(status.body).toEqual({ configured: false, host_fingerprint: sftp.fingerprint, host: sftp.host, port: sftp.port, username: sftp.username, remote_dir: '.', problem: null });
  });

  it('runs a job to completion with the default options: one Atom entry per item, well-formed', async () => {
    const started = await admin.post('/current/export-xml-job').send({}).expect(201);
    const job = await finishedExport(admin, started.body.job_id);
    expect(job).toEqual({
      job_id: started.body.job_id,
      status: 'completed',
      progress: 100,
      total_items: ITEMS.length,
      items_processed: ITEMS.length,
      filename: 'CurrentItems.xml',
      error: null,
      sftp_upload: 'disabled',
      sftp_error: null,
      sftp_result: null,
    });
    const file = await binary(admin.get(`/current/export-xml-download/${started.body.job_id}`));
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="CurrentItems.xml"');
    wellFormed(file.body, t.dataDir);
    const xml = file.body.toString('utf8');
    expect(xml).toContain('<title>XML STOCKPRICE LOAD</title>');
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(count(xml, /<entry>/g)).toBe(ITEMS.length);
    expect(xml).toContain('<g:price>19.99 USD</g:price>');
    expect(xml).toContain('<g:availability>out_of_stock</g:availability>');
    expect(xml).toContain('<g:brand>&lt;Acme &amp; "Sons"&gt;</g:brand>');
    expect(xml).toContain('<title>PN-003 &amp; &lt;b&gt;</title>');
  });

  it('records an export asked to upload while SFTP is not configured as made but not uploaded, and why', async () => {
    const started = await admin.post('/current/export-xml-job').send({ upload_to_sftp: true }).expect(201);
    const job = await finishedExport(admin, started.body.job_id);
    expect(job).toMatchObject({
      status: 'completed',
      items_processed: ITEMS.length,
      sftp_upload: 'pending',
      sftp_error: 'Asked to upload, not uploaded: SFTP not configured',
      sftp_result: null,
    });
    const [latest] = (await admin.get('/current/export-history?limit=1').expect(200)).body.items;
    expect(latest).toMatchObject({
      job_id: started.body.job_id,
      status: 'completed',
      sftp_upload: 'pending',
      sftp_error: 'Asked to upload, not uploaded: SFTP not configured',
      downloadable: true,
    });
    expect((await binary(admin.get(`/current/export-xml-download/${started.body.job_id}`))).status).toBe(200);
  });

  it('records the nightly run without SFTP settings the same way: it always asks to upload', async () => {
    const [jobId] = (await t.app.get(NightlyExportService).runNow()) as string[];
    expect(await finishedExport(admin, jobId)).toMatchObject({
      status: 'completed',
      sftp_upload: 'pending',
      sftp_error: 'Asked to upload, not uploaded: SFTP not configured',
    });
  });

  it('honours the options: RSS, kits only, no price, custom feed and file names', async () => {
    const options = { format_type: 'rss', is_kit: true, include_price: false, include_brand: false, feed_name: 'Kits feed', remote_filename: 'kits.xml' };
    const started = await admin.post('/current/export-xml-job').send(options).expect(201);
    const job = await finishedExport(admin, started.body.job_id);
    expect(job).toMatchObject({ status: 'completed', total_items: KITS, items_processed: KITS, filename: 'kits.xml' });
    const file = await binary(admin.get(`/current/export-xml-download/${started.body.job_id}`));
    expect(file.headers['content-disposition']).toContain('filename="kits.xml"');
    wellFormed(file.body, t.dataDir);
    const xml = file.body.toString('utf8');
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Kits feed</title>');
    expect(count(xml, /<item>/g)).toBe(KITS);
    expect(xml).not.toContain('<g:price>');
    expect(xml).not.toContain('<g:brand>');
    expect(xml).toContain('<g:availability>backorder</g:availability>');
  });

  it('streams a feed directly from GET /current/export-xml', async () => {
    const file = await binary(admin.get('/current/export-xml?format_type=rss&is_kit=false&include_availability=false'));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    wellFormed(file.body, t.dataDir);
    const xml = file.body.toString('utf8');
    expect(count(xml, /<item>/g)).toBe(ITEMS.length - KITS);
    expect(xml).not.toContain('<g:availability>');
  });

  it('refuses names that would leave their directory', async () => {
    for (const body of [{ feed_name: '../../etc/passwd' }, { remote_filename: 'a/b.xml' }, { remote_filename: '..' }, { remote_filename: '..\\x.xml' }]) {
      const response = await admin.post('/current/export-xml-job').send(body).expect(400);
      expect(Array.isArray(response.body.detail)).toBe(true);
    }
    await admin.get('/current/export-xml?remote_filename=..%2Fx.xml').expect(400);
  });

  it('answers 404 for an unknown job', async () => {
    const response = await admin.get('/current/export-xml-download/00000000-0000-0000-0000-000000000000').expect(404);
    expect(response.body.detail).toContain('not found');
  });

  it('refuses an SFTP export before SFTP is configured, and a blank or wrong password', async () => {
    const upload = await admin.post('/current/export-and-upload-sftp').send({}).expect(400);
    expect(upload.body.detail).toContain('SFTP is not configured');
    const blank = await admin.post('/current/configure-sftp').query({ password: '' }).expect(400);
    expect(blank.body.detail).toBe('Please enter your SFTP password');
    const wrong = await admin.post('/current/configure-sftp').query({ password: 'wrong-password-123' }).expect(400);
    expect(wrong.body.detail).toContain('authentication failed');
    expect((await admin.get('/current/sftp-status').expect(200)).body.configured).toBe(false);
    expect((await admin.post('/current/test-sftp').expect(200)).body.success).toBe(false);
  });

  it('configures SFTP (JSON body) and uploads: the remote file equals the download', async () => {
    const configured = await admin.post('/current/configure-sftp').send({ password: sftp.password }).expect(200);
    expect(configured.body.success).toBe(true);
    expect((await admin.get('/current/sftp-status').expect(200)).body.configured).toBe(true);
    expect((await admin.post('/current/test-sftp').expect(200)).body).toEqual({ success: true, error: null });

    const started = await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'Feed.xml' }).expect(201);
    const job = await finishedExport(admin, started.body.job_id);
    expect(job).toMatchObject({ status: 'completed', sftp_upload: 'completed', sftp_error: null, filename: 'Feed.xml' });
    expect(job.sftp_result).toEqual({
      remote_file: 'Feed.xml',
      file_size_mb: expect.any(Number),
      upload_speed_mbps: expect.any(Number),
      upload_time_seconds: expect.any(Number),
    });
    const file = await binary(admin.get(`/current/export-xml-download/${started.body.job_id}`));
    expect(readFileSync(join(sftp.dir, 'Feed.xml')).equals(file.body)).toBe(true);
    expect(readdirSync(sftp.dir)).toEqual(['Feed.xml']);
  });

  it('ends as completed_with_sftp_error when the upload fails, the file still downloadable', async () => {
    sftp.dropConnectionsAfter(1);
    try {
      const started = await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'Broken.xml' }).expect(201);
      const job = await finishedExport(admin, started.body.job_id);
      expect(job).toMatchObject({ status: 'completed_with_sftp_error', items_processed: ITEMS.length, sftp_result: null });
      expect(String(job.sftp_error)).toMatch(/SFTP/);
      const file = await binary(admin.get(`/current/export-xml-download/${started.body.job_id}`));
      expect(file.status).toBe(200);
      expect(count(file.body.toString('utf8'), /<entry>/g)).toBe(ITEMS.length);
      expect(existsSync(join(sftp.dir, 'Broken.xml'))).toBe(false);
    } finally {
      sftp.dropConnectionsAfter(null);
    }
  });

  it('the nightly run exports the defaults with upload, recorded as nightly', async () => {
    const jobIds = await t.app.get(NightlyExportService).runNow();
    expect(jobIds).toHaveLength(1);
    const job = await finishedExport(admin, (jobIds as string[])[0]);
    expect(job).toMatchObject({ status: 'completed', sftp_upload: 'completed', filename: 'CurrentItems.xml' });
    expect(existsSync(join(sftp.dir, 'CurrentItems.xml'))).toBe(true);
  });

  it('lists the history: who, when, options and result, newest first', async () => {
    const { body } = await admin.get('/current/export-history?limit=2').expect(200);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ requested_by: 'nightly', status: 'completed', downloadable: true });
    expect(body.items[0].options).toMatchObject({ format_type: 'atom', feed_name: 'XML STOCKPRICE LOAD', remote_filename: 'CurrentItems.xml' });
    expect(body.items[1]).toMatchObject({ requested_by: t.admin.email, status: 'completed_with_sftp_error' });
    expect(Date.parse(body.items[1].started_at)).toBeLessThanOrEqual(Date.parse(body.items[0].started_at));
  });

  it('shows a failed job a message without file-system text, and logs the details', async () => {
    const exportsDir = join(t.dataDir, 'exports');
    rmSync(exportsDir, { recursive: true, force: true });
    writeFileSync(exportsDir, 'a file where the exports folder should be');
    try {
      const started = await admin.post('/current/export-xml-job').send({}).expect(201);
      const job = await finishedExport(admin, started.body.job_id);
      expect(job).toMatchObject({
        status: 'failed',
        error: `The export failed because of a server error; the details are in the server log under export ${started.body.job_id}`,
      });
      const history = (await admin.get('/current/export-history?limit=1').expect(200)).body.items[0];
      expect(JSON.stringify(history)).not.toMatch(/ENOTDIR|EEXIST|ENOENT/);
      expect(JSON.stringify(history)).not.toContain(t.dataDir);
      expect(logger.lines.join('\n')).toMatch(new RegExp(`Export ${started.body.job_id} failed: .*E(NOTDIR|EXIST|NOENT)`));
    } finally {
      rmSync(exportsDir, { force: true });
      mkdirSync(exportsDir);
    }
  });

  it('refuses a second export while one runs (409), and the nightly run waits for it', async () => {
    const jobs = t.app.get(ExportJobsService);
    const [first] = await jobs.start({ ...defaultExportOptions(), remote_filename: 'First.xml' }, t.admin.email, 'none');
    const refused = await admin.post('/current/export-xml-job').send({});
    if (jobs.isRunning()) {
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('An export is already running');
    }
    await expect(Promise.all([jobs.start(defaultExportOptions(), 'a', 'none'), jobs.start(defaultExportOptions(), 'b', 'none')])).rejects.toMatchObject({
      response: { detail: 'An export is already running' },
    });
    await jobs.idle();
    expect(await finishedExport(admin, first)).toMatchObject({ status: 'completed' });
  });

  // Only PostgreSQL is shared by several processes; on SQLite the export slot is the process's own.
  (process.env.PARTSFEED_TEST_DB === 'postgres' ? it : it.skip)("on PostgreSQL, another process's export lease refuses a new export with 409 until it runs out", async () => {
    const connection = t.app.get(EntityManager).getConnection();
    const lease = (expiresAt: number) =>
      connection.execute('INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?)', ['export', 'another-process', expiresAt]);
    await lease(Date.now() + 60_000);
    const refused = await admin.post('/current/export-xml-job').send({}).expect(409);
    expect(refused.body).toEqual({ detail: 'An export is already running' });
    await connection.execute('DELETE FROM leases');
    await lease(Date.now() - 1_000);
    const started = await admin.post('/current/export-xml-job').send({}).expect(201);
    expect(await finishedExport(admin, started.body.job_id)).toMatchObject({ status: 'completed' });
    const [held] = await connection.execute<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM leases WHERE owner = ?', ['another-process']);
    expect(Number(held.n)).toBe(0);
  });

  it('a job left processing by a restart is marked failed and its partial file removed', async () => {
    const recovery = t.app.get(ExportRecoveryService);
    const em = t.app.get(EntityManager).fork();
    const path = join(t.dataDir, 'exports', 'interrupted.xml');
    writeFileSync(`${path}.partial`, '<feed>');
    await em.getConnection().execute(
      `INSERT INTO export_jobs (job_id, status, progress, total_items, items_processed, filename, sftp_upload, options, requested_by, started_at, file_path)
       VALUES ('11111111-1111-4111-8111-111111111111', 'processing', 40, 10, 4, 'CurrentItems.xml', 'disabled', '{}', 'someone', ?, ?)`,
      [new Date(), path],
    );
    const waiting = await admin.get('/current/export-xml-download/11111111-1111-4111-8111-111111111111').expect(409);
    expect(waiting.body.detail).toBe('File not ready for download yet');

    expect(await recovery.recoverInterrupted()).toBe(1);
    const { body } = await admin.get('/current/export-xml-status/11111111-1111-4111-8111-111111111111').expect(200);
    expect(body).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  it('removes the temporary file an upload cut off by a restart left on the SFTP server', async () => {
    const recovery = t.app.get(ExportRecoveryService);
    const jobId = '22222222-2222-4222-8222-222222222222';
    const leftOver = join(sftp.dir, `Cut.xml.${jobId}.part`);
    writeFileSync(leftOver, '<feed>');
    await t.app.get(EntityManager).fork().getConnection().execute(
      `INSERT INTO export_jobs (job_id, status, progress, total_items, items_processed, filename, sftp_upload, options, requested_by, started_at, file_path)
       VALUES (?, 'processing', 100, 5, 5, 'Cut.xml', 'uploading', '{}', 'someone', ?, ?)`,
      [jobId, new Date(), join(t.dataDir, 'exports', `${jobId}.xml`)],
    );
    expect(await recovery.recoverInterrupted()).toBe(1);
    expect((await admin.get(`/current/export-xml-status/${jobId}`).expect(200)).body).toMatchObject({ status: 'failed', error: INTERRUPTED, sftp_upload: 'pending' });
    for (let i = 0; i < 100 && existsSync(leftOver); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(leftOver)).toBe(false);
  });

  it('removes files past the retention time', async () => {
    const retention = t.app.get(ExportRetentionService);
    const future = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    expect(await retention.removeExpiredFiles(future)).toBeGreaterThan(0);
    const { body } = await admin.get('/current/export-history').expect(200);
    const done = body.items.find((item: { status: string }) => item.status === 'completed');
    expect(done.downloadable).toBe(false);
    await admin.get(`/current/export-xml-download/${done.job_id}`).expect(410);
  });

  it('never writes the SFTP password to the log or the database file', () => {
    expect(logger.text()).not.toContain(sftp.password);
    expect(logger.text()).not.toContain('wrong-password-123');
    const files = readdirSync(t.dataDir).filter((name) => name.startsWith('partsfeed.sqlite'));
    for (const name of files) {
      const bytes = readFileSync(join(t.dataDir, name));
      expect(bytes.includes(Buffer.from(sftp.password))).toBe(false);
    }
  });
});

describe('the nightly schedule', () => {
  it('registers the cron job at EXPORT_CRON in EXPORT_TIMEZONE when enabled, and none when disabled', async () => {
    const enabled = await startTestApp({ env: { EXPORT_NIGHTLY: 'true', EXPORT_CRON: '30 3 * * *', EXPORT_TIMEZONE: 'Europe/Berlin' } });
    const disabled = await startTestApp();
    try {
      const job = enabled.app.get(SchedulerRegistry).getCronJob(NIGHTLY_JOB);
      const next = job.nextDate();
      expect(next.setZone('Europe/Berlin').toFormat('HH:mm')).toBe('03:30');
      expect(disabled.app.get(SchedulerRegistry).doesExist('cron', NIGHTLY_JOB)).toBe(false);
    } finally {
      await enabled.close();
      await disabled.close();
    }
  });
});
