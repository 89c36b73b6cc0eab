import type { ExportHistoryItem } from './export-types';

const KB = 1024;
const MB = 1024 * KB;

/** A percent that never wraps between its number and its sign in a narrow table cell. */
const percent = (value: number) => `${value}\u00a0%`;

/** Sent and size in one unit: kilobytes for a file under 1 MB, megabytes with one decimal under 10 MB, else whole ones. */
function sentOfSize(sent: number, size: number): string {
  const [unit, name, digits] = size < MB ? [KB, 'KB', 0] : [MB, 'MB', size < 10 * MB ? 1 : 0];
  const shown = (bytes: number) => (bytes / unit).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${shown(sent)} of ${shown(size)} ${name}`;
}

/** The upload's bytes acknowledged by the SFTP server, as the server last recorded them (about once a second). */
function uploadStage({ sftp_progress: sent }: Pick<ExportHistoryItem, 'sftp_progress'>): string {
  if (!sent || sent.total_bytes === 0) return 'uploading to SFTP';
  return `uploading to SFTP: ${percent(Math.floor((sent.sent_bytes * 100) / sent.total_bytes))} (${sentOfSize(sent.sent_bytes, sent.total_bytes)})`;
}

/**
 * How far a file still processing is: written up to a percent, uploading with the bytes sent, or waiting for its
 * turn (the second file of a run waits for the first, with nothing counted yet).
 */
export function exportStage(item: Pick<ExportHistoryItem, 'sftp_upload' | 'sftp_progress' | 'total_items' | 'items_processed' | 'progress'>): string {
  if (item.sftp_upload === 'uploading') return uploadStage(item);
  if (item.total_items === 0 && item.items_processed === 0) return 'waiting to start';
  return `${percent(item.progress)} written`;
}
