import type { ExportJob } from '../entities/export-job.entity';

/** What a failed or cut-off upload shows of its progress: nothing, as what it sent is removed from the server. */
export const UPLOAD_PROGRESS_CLEARED = { sftp_sent_bytes: null, sftp_total_bytes: null } satisfies Partial<ExportJob>;

/** How often a running upload's bytes sent reach the job row: the history reads it every 2 s. */
export const UPLOAD_PROGRESS_WRITE_MS = 1000;
