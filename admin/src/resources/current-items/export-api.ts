import { downloadFile, http, type DownloadedFile } from '../../providers/http';

/** Section 3: the export options and the export job. */
export interface ExportOptions {
  include_price: boolean;
  include_availability: boolean;
  include_brand: boolean;
  format_type: 'atom' | 'rss';
  feed_name: string;
  remote_filename: string;
  is_kit?: boolean;
  /** Absent: the stock-and-price feed only, the specification's export. */
  feeds?: FeedSelection;
  products_remote_filename?: string;
}

/** The stock-and-price feed of current items, the product feed of live products, or both (one file each). */
export type FeedSelection = 'stock' | 'products' | 'both';

export type ExportJobStatus = 'processing' | 'completed' | 'completed_with_sftp_error' | 'failed';

export interface SftpResult {
  remote_file: string;
  file_size_mb: number;
  upload_speed_mbps: number;
  upload_time_seconds: number;
}

export interface ExportJob {
  job_id: string;
  status: ExportJobStatus;
  progress: number;
  total_items: number;
  items_processed: number;
  filename: string | null;
  error: string | null;
  sftp_upload: 'disabled' | 'pending' | 'uploading' | 'completed';
  sftp_error: string | null;
  sftp_result: SftpResult | null;
}

export interface DiagnosticsCounts {
  total: number;
  valid: number;
  with_errors: number;
  with_warnings: number;
}

export interface ExportHistoryItem extends ExportJob {
  requested_by: string;
  started_at: string;
  finished_at: string | null;
  options: ExportOptions;
  downloadable: boolean;
  feed: 'stock' | 'products';
  diagnostics: DiagnosticsCounts | null;
}

export interface SftpStatus {
  configured: boolean;
  host_fingerprint: string | null;
  host: string;
  port: number;
  username: string;
  remote_dir: string;
}

// Section 9: the default export.
export const DEFAULT_EXPORT_OPTIONS: ExportOptions = {
  include_price: true,
  include_availability: true,
  include_brand: true,
  format_type: 'atom',
  feed_name: 'XML STOCKPRICE LOAD',
  remote_filename: 'CurrentItems.xml',
};

export const DEFAULT_PRODUCTS_REMOTE_FILENAME = 'Products.xml';

export const STATUS_POLL_MS = 2000;
const START_TIMEOUT_MS = 30_000;

/** The export and SFTP calls of section 7; each screen reports failures itself (no automatic toast). */
export const exportApi = {
  start: (options: ExportOptions, upload: boolean) =>
    http
      .post<{ job_id?: string; job_ids?: string[] }>(upload ? '/current/export-and-upload-sftp' : '/current/export-xml-job', options, {
        timeout: START_TIMEOUT_MS,
        skipErrorToast: true,
      })
      .then((r) => r.data),
  status: (jobId: string) =>
    http.get<ExportJob>(`/current/export-xml-status/${encodeURIComponent(jobId)}`, { skipErrorToast: true }).then((r) => r.data),
  download: (jobId: string): Promise<DownloadedFile> =>
    downloadFile(`/current/export-xml-download/${encodeURIComponent(jobId)}`, undefined, { skipErrorToast: true }),
  history: (limit: number) =>
    http
      .get<{ items: ExportHistoryItem[]; total: number }>('/current/export-history', { params: { skip: 0, limit }, skipErrorToast: true })
      .then((r) => r.data),
  sftpStatus: () => http.get<SftpStatus>('/current/sftp-status', { skipErrorToast: true }).then((r) => r.data),
  // In the JSON body, never in the URL (which proxies and browsers keep); the server still takes the specification's query form.
  configureSftp: (password: string, acceptFingerprint?: string) =>
    http
      .post<{ success: boolean; message: string; host_fingerprint?: string }>(
        '/current/configure-sftp',
        { password, ...(acceptFingerprint ? { accept_fingerprint: acceptFingerprint } : {}) },
        { skipErrorToast: true },
      )
      .then((r) => r.data),
  testSftp: () => http.post<{ success: boolean; error: string | null }>('/current/test-sftp', null, { skipErrorToast: true }).then((r) => r.data),
};
