/**
 * The SFTP upload's own progress in the export history (#31.5): the bytes the server has acknowledged, of the file's
 * size, while the upload runs, all of them once it is done, nothing once it has failed. The real in-process SFTP server
 * holds every write from 1 MiB of the file on, so the upload stands mid-way with exactly 1 MiB acknowledged.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Api, startTestApp, TestApp } from '../support/app';
import { finishedExport } from '../support/export-job';
import { sftpEnv, startSftpServer, SftpTestServer } from '../support/sftp-server';

/** Enough items for a stock feed of over 2 MiB: the upload has far more to send than the 1 MiB the server lets through. */
const ITEMS = 10_000;
const MIB = 1024 * 1024;

let sftp: SftpTestServer;
let t: TestApp;
let admin: Api;

async function historyRow(jobId: string): Promise<Record<string, unknown>> {
  const { body } = await admin.get('/current/export-history?limit=10').expect(200);
  return body.items.find((item: { job_id: string }) => item.job_id === jobId);
}

/** Reads the history (every 50 ms, 20 s at most) until the job's row shows `wanted`. */
async function historyShows(jobId: string, wanted: (row: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  for (let look = 0; look < 400; look++) {
    const row = await historyRow(jobId);
    if (wanted(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the history never showed what was wanted; last: ${JSON.stringify(await historyRow(jobId))}`);
}

beforeAll(async () => {
  sftp = await startSftpServer();
  t = await startTestApp({ env: sftpEnv(sftp) });
  admin = await t.as(t.admin);
  const rows = Array.from({ length: ITEMS }, (_, i) => `UP-${String(i + 1).padStart(5, '0')},PN-${i + 1},${(i % 500) + 0.99},in stock`);
  await admin.post('/current/import').attach('file', Buffer.from(['id,item_number,price,stock_status', ...rows].join('\n')), 'items.csv').expect(200);
  expect((await admin.post('/current/configure-sftp').send({ password: sftp.password }).expect(200)).body.success).toBe(true);
});

afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

beforeEach(() => sftp.empty());

describe('the upload in the export history', () => {
  it('shows the bytes acknowledged while the upload stands mid-way, then all of them once uploaded', async () => {
    const release = sftp.holdWrites(MIB);
    let jobId: string;
    let midway: Record<string, unknown>;
    try {
      jobId = (await admin.post('/current/export-and-upload-sftp').send({ remote_filename: 'Progress.xml' }).expect(201)).body.job_id;
      midway = await historyShows(jobId, (row) => (row.sftp_progress as { sent_bytes: number } | null)?.sent_bytes === MIB);
    } finally {
      release();
    }
    expect(midway).toMatchObject({ status: 'processing', progress: 100, items_processed: ITEMS, sftp_upload: 'uploading', sftp_result: null });
    const job = await finishedExport(admin, jobId);
    expect(job).toMatchObject({ status: 'completed', sftp_upload: 'completed' });

    const size = statSync(join(sftp.dir, 'Progress.xml')).size;
    expect(size).toBeGreaterThan(2 * MIB);
    expect(readFileSync(join(sftp.dir, 'Progress.xml'), 'utf8')).toContain('<title>PN-10000</title>');
    expect((midway.sftp_progress as { total_bytes: number }).total_bytes).toBe(size);
    expect((await historyRow(jobId)).sftp_progress).toEqual({ sent_bytes: size, total_bytes: size });
  });

  it('shows no progress for an export without upload, nor for an upload that failed', async () => {
    const plain = await finishedExport(admin, (await admin.post('/current/export-xml-job').send({}).expect(201)).body.job_id);
    expect(plain).toMatchObject({ status: 'completed', sftp_upload: 'disabled' });
    expect((await historyRow(plain.job_id as string)).sftp_progress).toBeNull();

    sftp.fillDisk(true);
    try {
      const failed = await finishedExport(admin, (await admin.post('/current/export-and-upload-sftp').send({}).expect(201)).body.job_id);
      expect(failed).toMatchObject({ status: 'completed_with_sftp_error', sftp_upload: 'pending' });
      expect((await historyRow(failed.job_id as string)).sftp_progress).toBeNull();
    } finally {
      sftp.fillDisk(false);
    }
  });
});
