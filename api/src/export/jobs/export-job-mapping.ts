import { ExportOptions } from '../dto/export-options.dto';
import { DiagnosticsCountsView, ExportHistoryItemView, ExportStatusView, SftpResultView } from '../dto/export-views';
import { ExportJob } from '../entities/export-job.entity';

function parse<T>(json: string | null): T | null {
  return json === null ? null : (JSON.parse(json) as T);
}

/** Exactly an export job's polled fields, in the order clients know them. */
export function exportStatusView(job: ExportJob): ExportStatusView {
  return {
    job_id: job.job_id,
    status: job.status,
    progress: job.progress,
    total_items: job.total_items,
    items_processed: job.items_processed,
    filename: job.filename,
    error: job.error,
    sftp_upload: job.sftp_upload,
    sftp_error: job.sftp_error,
    sftp_result: parse<SftpResultView>(job.sftp_result),
  };
}

export function exportHistoryItemView(job: ExportJob): ExportHistoryItemView {
  return {
    ...exportStatusView(job),
    requested_by: job.requested_by,
    started_at: job.started_at.toISOString(),
    finished_at: job.finished_at ? job.finished_at.toISOString() : null,
    options: parse<ExportOptions>(job.options) as ExportOptions,
    downloadable: job.status !== 'processing' && job.status !== 'failed' && job.file_path !== null,
    feed: job.feed,
    diagnostics: parse<DiagnosticsCountsView>(job.diagnostics),
    sftp_progress: job.sftp_total_bytes === null ? null : { sent_bytes: job.sftp_sent_bytes ?? 0, total_bytes: job.sftp_total_bytes },
  };
}
