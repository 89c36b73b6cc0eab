import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ExportJobStatus, SftpUploadState } from '../entities/export-job.entity';
import { DEFAULT_FEED_NAME, DEFAULT_PRODUCTS_REMOTE_FILENAME, DEFAULT_REMOTE_FILENAME, ExportFeed, ExportOptions, FEED_SELECTIONS, FeedSelection } from './export-options.dto';

export class ExportJobStartedView {
  @ApiProperty({ example: '3f1c2b7e-8a4d-4e55-9a4b-0c2d3e4f5a6b', description: "The first file's job" })
  job_id!: string;

  @ApiProperty({ type: [String], example: ['3f1c2b7e-8a4d-4e55-9a4b-0c2d3e4f5a6b'], description: 'One job per file, in the order they are made' })
  job_ids!: string[];
}

export class DiagnosticsCountsView {
  @ApiProperty({ example: 1250, description: 'Records the file went through' }) total!: number;
  @ApiProperty({ example: 1240, description: 'Sent: no error' }) valid!: number;
  @ApiProperty({ example: 10, description: 'Left out of the file: at least one error' }) with_errors!: number;
  @ApiProperty({ example: 30, description: 'Sent with at least one warning' }) with_warnings!: number;
  @ApiProperty({ example: 0, required: false, description: 'Left out of the file by a feed rule (files made before feed rules have none)' }) excluded?: number;
}

export class SftpResultView {
  @ApiProperty({ example: './CurrentItems.xml' })
  remote_file!: string;

  @ApiProperty({ example: 12.5 })
  file_size_mb!: number;

  @ApiProperty({ example: 8.2, description: 'Megabytes per second' })
  upload_speed_mbps!: number;

  @ApiProperty({ example: 1.52 })
  upload_time_seconds!: number;
}

export class SftpProgressView {
  @ApiProperty({ example: 1073741824, description: 'Bytes the SFTP server has acknowledged' }) sent_bytes!: number;
  @ApiProperty({ example: 2586574848, description: "The file's size in bytes" }) total_bytes!: number;
}

/** Exactly an export job's fields as clients poll them: status, progress, counts, file, SFTP outcome. */
export class ExportStatusView {
  @ApiProperty({ example: '3f1c2b7e-8a4d-4e55-9a4b-0c2d3e4f5a6b' })
  job_id!: string;

  @ApiProperty({ example: 'completed', enum: ['processing', 'completed', 'completed_with_sftp_error', 'failed'] })
  status!: ExportJobStatus;

  @ApiProperty({ example: 100, description: 'Percent of the items written' })
  progress!: number;

  @ApiProperty({ example: 1250 })
  total_items!: number;

  @ApiProperty({ example: 1250 })
  items_processed!: number;

  @ApiProperty({ example: DEFAULT_REMOTE_FILENAME })
  filename!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;

  @ApiProperty({ example: 'completed', enum: ['disabled', 'pending', 'uploading', 'completed'] })
  sftp_upload!: SftpUploadState;

  @ApiProperty({ type: String, nullable: true, example: null })
  sftp_error!: string | null;

  @ApiProperty({ type: SftpResultView, nullable: true })
  sftp_result!: SftpResultView | null;
}

export class ExportOptionsView implements ExportOptions {
  @ApiProperty({ example: true, type: Boolean }) include_price!: boolean;
  @ApiProperty({ example: true, type: Boolean }) include_availability!: boolean;
  @ApiProperty({ example: true, type: Boolean }) include_brand!: boolean;
  @ApiProperty({ example: 'atom', type: String, enum: ['atom', 'rss'] }) format_type!: 'atom' | 'rss';
  @ApiProperty({ type: String, example: DEFAULT_FEED_NAME }) feed_name!: string;
  @ApiProperty({ type: String, example: DEFAULT_REMOTE_FILENAME }) remote_filename!: string;
  @ApiPropertyOptional({ example: false, type: Boolean }) is_kit?: boolean;
  @ApiPropertyOptional({ enum: FEED_SELECTIONS, example: 'both', description: 'Absent: the stock-and-price feed only' }) feeds?: FeedSelection;
  @ApiPropertyOptional({ type: String, example: DEFAULT_PRODUCTS_REMOTE_FILENAME }) products_remote_filename?: string;
}

/** One export in the history: who, when, with which options, and how it ended. */
export class ExportHistoryItemView extends ExportStatusView {
  @ApiProperty({ example: 'admin@example.com', description: "The user's email, or 'nightly' for the scheduled run" })
  requested_by!: string;

  @ApiProperty({ example: '2026-11-23T02:00:00.000Z' })
  started_at!: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-23T02:00:04.000Z' })
  finished_at!: string | null;

  @ApiProperty({ type: ExportOptionsView })
  options!: ExportOptions;

  @ApiProperty({ example: true, description: 'The file can still be downloaded (not failed, not yet removed by retention)' })
  downloadable!: boolean;

  @ApiProperty({ enum: ['stock', 'products'], example: 'stock', description: 'The stock-and-price feed of current items or the product feed of live products' })
  feed!: ExportFeed;

  @ApiProperty({ type: DiagnosticsCountsView, nullable: true, description: 'The diagnostics counts when the file was made; null while processing or when it failed' })
  diagnostics!: DiagnosticsCountsView | null;

  @ApiProperty({
    type: SftpProgressView,
    nullable: true,
    description: 'How far the SFTP upload is: from its start, moved on about once a second while it runs, all bytes once uploaded; null when no upload ran or it failed',
  })
  sftp_progress!: SftpProgressView | null;
}

export class ExportHistoryPageView {
  @ApiProperty({ type: [ExportHistoryItemView] })
  items!: ExportHistoryItemView[];

  @ApiProperty({ example: 1 })
  total!: number;
}

export class SftpStatusView {
  @ApiProperty({ example: true, description: 'A password and an accepted host key are stored (by a successful configure-sftp)' })
  configured!: boolean;

  @ApiProperty({ example: 'SHA256:O2N3R0F1bmRzYXJlZ29vZGZvcmtleXNhbmR0cnV0aA', nullable: true, type: String, description: 'The trusted host key: pinned by SFTP_HOST_FINGERPRINT, or accepted in the dialog' })
  host_fingerprint!: string | null;

  @ApiProperty({ example: 'partnerupload.google.com' })
  host!: string;

  @ApiProperty({ example: 19321 })
  port!: number;

  @ApiProperty({ example: 'mc-sftp-1234567' })
  username!: string;

  @ApiProperty({ example: '.' })
  remote_dir!: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why the saved settings cannot be used (SECRET_KEY changed): an admin enters the password again' })
  problem!: string | null;
}

export class SftpTestView {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;
}

export class SftpConfigureView {
  @ApiProperty({ example: true, description: 'false when the host key must be accepted first: nothing was sent or saved' })
  success!: boolean;

  @ApiProperty({ example: 'SFTP configured: the connection test succeeded and the settings were saved' })
  message!: string;

  @ApiPropertyOptional({ example: 'SHA256:O2N3R0F1bmRzYXJlZ29vZGZvcmtleXNhbmR0cnV0aA', description: "The server's host key fingerprint to accept (first contact), or the one now stored" })
  host_fingerprint?: string;
}
