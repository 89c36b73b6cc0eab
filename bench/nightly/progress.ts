import type { BenchServer } from '../support/bench-server';
import { timedGetJson } from '../support/http';

/** What GET /current/export-history shows of one job (the fields the history table and the dialog read). */
export interface JobView {
  job_id: string;
  feed: 'stock' | 'products';
  requested_by: string;
  status: string;
  progress: number;
  items_processed: number;
  total_items: number;
  sftp_upload: string;
  sftp_error: string | null;
  error: string | null;
  started_at: string;
  finished_at: string | null;
  sftp_result: { file_size_mb: number; upload_time_seconds: number; upload_speed_mbps: number } | null;
  sftp_progress: { sent_bytes: number; total_bytes: number } | null;
}

/** One look at the history during the run: seconds since the schedule's tick, the jobs shown, the API process's RSS. */
interface Look {
  at: number;
  jobs: JobView[];
  rss: number;
}

const POLL_MS = 2000;

/**
 * Reads GET /current/export-history every 2 s (the export dialog's polling interval) until the nightly
 * run's jobs have all finished, as an operator watching it would, sampling the server's RSS at each look.
 */
export async function watchNightly(server: BenchServer, tickAt: Date, timeoutMs: number): Promise<Look[]> {
  const looks: Look[] = [];
  for (;;) {
    const { body } = await timedGetJson(server, '/current/export-history?skip=0&limit=10');
    const jobs = (body.items as JobView[]).filter((job) => job.requested_by === 'nightly');
    const at = (Date.now() - tickAt.getTime()) / 1000;
    looks.push({ at, jobs, rss: server.rss() });
    if (jobs.length === 2 && jobs.every((job) => job.status !== 'processing')) return looks;
    if (at * 1000 > timeoutMs) throw new Error(`the nightly run did not finish within ${timeoutMs / 1000} s: ${JSON.stringify(jobs)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const FEED_NAMES = { stock: 'stock-and-price feed', products: 'product feed' };

/**
 * The looks as phases: for each feed, each run of looks with the same status and upload state, with the
 * progress and counts it showed from first to last look, and the highest RSS seen meanwhile.
 */
export function phases(looks: Look[]): string[] {
  const lines: string[] = [];
  let previous = '';
  let first: { at: number; job: JobView } | null = null;
  let last: { at: number; job: JobView } | null = null;
  let rss = 0;
  let seen = 0;
  const flush = () => {
    if (!first || !last) return;
    const count = (job: JobView) => `${job.items_processed.toLocaleString('en-US')} of ${job.total_items.toLocaleString('en-US')}`;
    const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
    const sent = (job: JobView) => (job.sftp_progress ? `${mb(job.sftp_progress.sent_bytes)} of ${mb(job.sftp_progress.total_bytes)}` : 'none');
    const upload = first.job.sftp_upload === 'uploading' ? `, sent ${sent(first.job)} → ${sent(last.job)} over ${seen} looks` : '';
    lines.push(
      `${FEED_NAMES[first.job.feed]}: status ${first.job.status}, sftp_upload ${first.job.sftp_upload}, ` +
        `${first.at.toFixed(0)}–${last.at.toFixed(0)} s: progress ${first.job.progress} → ${last.job.progress} %, items ${count(first.job)} → ${count(last.job)}${upload}` +
        ` (RSS up to ${Math.round(rss / 2 ** 20)} MB)`,
    );
  };
  for (const look of looks) {
    // The job the run is on: the first still processing, else the last to finish.
    const job = look.jobs.slice().reverse().find((j) => j.status === 'processing') ?? look.jobs[0];
    if (!job) continue;
    const key = `${job.feed}/${job.status}/${job.sftp_upload}`;
    if (key !== previous) {
      flush();
      first = { at: look.at, job };
      rss = 0;
      seen = 0;
      previous = key;
    }
    last = { at: look.at, job };
    seen++;
    rss = Math.max(rss, look.rss);
  }
  flush();
  return lines;
}
