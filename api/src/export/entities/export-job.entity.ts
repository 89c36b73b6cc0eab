import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ExportFeed } from '../dto/export-options.dto';

export type ExportJobStatus = 'processing' | 'completed' | 'completed_with_sftp_error' | 'failed';
export type SftpUploadState = 'disabled' | 'pending' | 'uploading' | 'completed';

/**
 * One export, from start to result; the rows double as the export history.
 * `options` and `sftp_result` hold JSON as text, the same column type on both databases.
 */
@Entity({ tableName: 'export_jobs' })
export class ExportJob {
  [OptionalProps]?: 'progress' | 'total_items' | 'items_processed' | 'error' | 'sftp_error' | 'sftp_result' | 'finished_at' | 'file_path' | 'owner' | 'lease_expires_at' | 'feed' | 'diagnostics' | 'sftp_sent_bytes' | 'sftp_total_bytes';

  @PrimaryKey({ type: 'string', length: 36 })
  job_id!: string;

  @Property({ type: 'string', length: 32 })
  status!: ExportJobStatus;

  @Property({ type: 'integer' })
  progress = 0;

  @Property({ type: 'integer' })
  total_items = 0;

  @Property({ type: 'integer' })
  items_processed = 0;

  @Property({ type: 'string', length: 255 })
  filename!: string;

  /** The file this job makes: the stock-and-price feed or the product feed. */
  @Property({ type: 'string', length: 16 })
  feed: ExportFeed = 'stock';

  /** JSON: the diagnostics counts of the records the file went through (those in error were left out). */
  @Property({ type: 'text', nullable: true })
  diagnostics: string | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'string', length: 16 })
  sftp_upload!: SftpUploadState;

  @Property({ type: 'text', nullable: true })
  sftp_error: string | null = null;

  @Property({ type: 'text', nullable: true })
  sftp_result: string | null = null;

  /**
   * How far the upload is: the bytes the SFTP server has acknowledged, of the file's size. Set when the upload
   * starts, moved on while it runs (about once a second), all bytes once uploaded; null when no upload ran or it failed.
   */
  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  sftp_sent_bytes: number | null = null;

  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  sftp_total_bytes: number | null = null;

  @Property({ type: 'text' })
  options!: string;

  /** The signed-in user's email, or 'nightly' for the scheduled run. */
  @Property({ type: 'string', length: 320 })
  requested_by!: string;

  @Property({ type: 'datetime' })
  started_at!: Date;

  @Property({ type: 'datetime', nullable: true })
  finished_at: Date | null = null;

  /** The finished (or, while processing, the future) local file; null once removed by retention. */
  @Property({ type: 'string', length: 1024, nullable: true })
  file_path: string | null = null;

  /** The process running the job (common/jobs/instance-id.ts). */
  @Property({ type: 'string', length: 64, nullable: true })
  owner: string | null = null;

  /** Pushed forward while the owner runs the job; once past, any process may mark the job failed. */
  @Property({ type: 'datetime', nullable: true })
  lease_expires_at: Date | null = null;
}
