import { downloadFile, http, type DownloadedFile } from '../../providers/http';
import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

/** The export options. The dialog always sends every one of them, the shape the history echoes back. */
export type ExportOptions = Schemas['ExportOptionsView'];

/** The stock-and-price feed of current items, the product feed of live products, or both (one file each). */
export type FeedSelection = NonNullable<ExportOptions['feeds']>;

/** An export job. The dialog shows each job before its first status answers, with no filename yet. */
export type ExportJob = Omit<Schemas['ExportStatusView'], 'filename'> & { filename: string | null };
export type ExportJobStatus = ExportJob['status'];
/** A file made whose upload was asked for and not made: the server keeps its upload pending and says why in sftp_error. */
export const isNotUploaded = (job: Pick<ExportJob, 'status' | 'sftp_upload'>) => job.status === 'completed' && job.sftp_upload === 'pending';
export type DiagnosticsCounts = Schemas['DiagnosticsCountsView'];
export type ExportHistoryItem = Schemas['ExportHistoryItemView'];
export type SftpStatus = Schemas['SftpStatusView'];
/** Where exports are uploaded, as an admin sets it in the SFTP dialog. */
export type SftpTarget = Pick<SftpStatus, 'host' | 'port' | 'username' | 'remote_dir'>;

// The default export: Atom, price, availability and brand included, all items.
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

/** The export and SFTP calls; each screen reports failures itself (no automatic toast). */
export const exportApi = {
  /** `upload`: the upload route (SFTP configured); `asked`: 'Upload to SFTP' ticked, which the server records when it cannot upload. */
  start: (options: ExportOptions, upload: boolean, asked: boolean) =>
    http
      .post<Schemas['ExportJobStartedView']>(
        upload ? '/current/export-and-upload-sftp' : '/current/export-xml-job',
        upload ? options : { ...options, upload_to_sftp: asked },
        { timeout: START_TIMEOUT_MS, skipErrorToast: true },
      )
      .then((r) => r.data),
  status: (jobId: string) =>
    http.get<ExportJob>(`/current/export-xml-status/${encodeURIComponent(jobId)}`, { skipErrorToast: true }).then((r) => r.data),
  download: (jobId: string): Promise<DownloadedFile> =>
    downloadFile(`/current/export-xml-download/${encodeURIComponent(jobId)}`, undefined, { skipErrorToast: true }),
  // In the JSON body, never in the URL (which proxies and browsers keep); the server still takes the specification's query form.
  configureSftp: (password: string, target: SftpTarget, acceptFingerprint?: string) =>
    http
      .post<Schemas['SftpConfigureView']>(
        '/current/configure-sftp',
        { password, ...target, ...(acceptFingerprint ? { accept_fingerprint: acceptFingerprint } : {}) },
        { skipErrorToast: true },
      )
      .then((r) => r.data),
  testSftp: () => http.post<Schemas['SftpTestView']>('/current/test-sftp', null, { skipErrorToast: true }).then((r) => r.data),
};
