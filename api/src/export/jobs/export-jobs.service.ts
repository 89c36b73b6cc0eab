import { EntityManager } from '@mikro-orm/knex';
import { HttpException, HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { INSTANCE_ID } from '../../common/jobs/instance-id';
import { Leases } from '../../common/jobs/leases';
import { badRequest, conflict, notFound } from '../../common/errors/http-errors';
import { Page } from '../../common/paging/page-query';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ExportDeliveryService } from '../delivery/export-delivery.service';
import { SftpConfigService } from '../delivery/sftp-config.service';
import { UPLOAD_PROGRESS_CLEARED } from '../delivery/upload-progress';
import { ExportFeed, exportFiles, ExportOptions } from '../dto/export-options.dto';
import { ExportHistoryItemView, ExportStatusView } from '../dto/export-views';
import { ExportJob } from '../entities/export-job.entity';
import { ExportFiles } from '../files/export-files';
import { writeFileAtomically } from '../files/feed-file';
import { DiagnosticsTally } from '../../feeds/diagnostics-tally';
import { DEFAULT_PRODUCT_FEED_NAME, ProductFeedService } from '../../feeds/product-feed.service';
import { StockFeedService } from '../../feeds/stock-feed.service';
import type { SftpSettings } from '../sftp';
import { exportHistoryItemView, exportStatusView } from './export-job-mapping';
import { shownMessage } from './shown-message';
import { throttled } from './throttle';

const PROGRESS_WRITE_MS = 500;
/** How long closing the app waits for a running export before leaving it to the start-up recovery. */
const SHUTDOWN_WAIT_MS = 10_000;

/** The lease every process must take to run an export (PostgreSQL, where several processes share the database). */
const EXPORT_SLOT = 'export';

/**
 * Whether an export uploads its files: `none`; `sftp`, which needs SFTP configured (export-and-upload-sftp);
 * `wanted`, the upload was asked for but SFTP may not be configured (the dialog, the nightly run): the files are
 * then made and each job says that it was not uploaded and why, instead of reading as a plain success.
 */
export type UploadRequest = 'none' | 'sftp' | 'wanted';

/** A finished job's sftp_error when its upload was wanted and SFTP was not configured. */
export const NOT_UPLOADED_UNCONFIGURED = 'Asked to upload, not uploaded: SFTP not configured';

/**
 * Export jobs: persisted, run in the background, one at a time across all processes. Each job makes one
 * file, the stock-and-price feed or the product feed, leaving out the records in error and keeping the
 * diagnostics counts; an export of both is two jobs run one after the other. A second start
 * while one runs is refused (409 'An export is already running'); the nightly run instead waits
 * for the running one to end. A running job's process renews its lease in the job row, so that
 * ExportRecoveryService can tell a killed process's job from a running one. On PostgreSQL finished
 * files are also kept in the database, so any process can serve them; ExportRetentionService removes them.
 */
@Injectable()
export class ExportJobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Export');
  private running: Promise<void> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly sftp: SftpConfigService,
    private readonly leases: Leases,
    private readonly files: ExportFiles,
    private readonly delivery: ExportDeliveryService,
    private readonly productFeed: ProductFeedService,
    private readonly stockFeed: StockFeedService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get shared(): boolean {
    return this.config.databaseUrl !== undefined;
  }

  onApplicationBootstrap(): void {
    mkdirSync(this.config.export.dir, { recursive: true });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.race([this.running, new Promise((r) => setTimeout(r, SHUTDOWN_WAIT_MS).unref())]);
  }

  isRunning(): boolean {
    return this.running !== null;
  }

  /** Waits until no export is running (the nightly run queues behind a manual one). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Records one job per file the options ask for (the stock-and-price feed, the product feed, or both)
   * and runs them one after the other in the background, uploading them as `upload` says.
   * Returns at once with the job ids; each outcome is read with status().
   */
  async start(options: ExportOptions, requestedBy: string, upload: UploadRequest): Promise<string[]> {
    if (this.running) throw conflict('An export is already running');
    const files = exportFiles(options);
    if (new Set(files.map((f) => f.filename)).size < files.length) throw badRequest('products_remote_filename must differ from remote_filename');
    // The slot is taken before the first await, so two requests arriving together cannot both start.
    let release!: () => void;
    this.running = new Promise<void>((resolve) => (release = resolve));
    const done = () => {
      this.running = null;
      release();
    };
    let slot = false;
    try {
      const settings = upload === 'none' ? null : await this.sftp.settings();
      if (upload === 'sftp' && !settings) throw badRequest('SFTP is not configured: enter the SFTP password first');
      if (this.shared) {
        slot = await this.leases.acquire(EXPORT_SLOT, this.config.export.jobLeaseMs);
        if (!slot) throw conflict('An export is already running');
      }
      const jobs = await this.createJobs(files, options, requestedBy, upload !== 'none');
      const ids = jobs.map((job) => job.job_id);
      const uploading = settings ? ' with SFTP upload' : upload === 'none' ? '' : ', upload asked for but SFTP not configured';
      this.logger.log(`Export ${ids.join(', ')} started by ${requestedBy}${uploading}`);
      const heartbeat = this.keepLeases(ids);
      void this.runAll(jobs, options, settings).finally(async () => {
        clearInterval(heartbeat);
        if (slot) await this.leases.release(EXPORT_SLOT).catch(() => undefined);
        done();
      });
      return ids;
    } catch (error) {
      if (slot) await this.leases.release(EXPORT_SLOT).catch(() => undefined);
      done();
      throw error;
    }
  }

  /** Renews the leases of the run's jobs (and on PostgreSQL the export slot) three times per lease period. */
  private keepLeases(jobIds: string[]): NodeJS.Timeout {
    const ttl = this.config.export.jobLeaseMs;
    const renew = async () => {
      await this.em.fork().nativeUpdate(ExportJob, { job_id: { $in: jobIds }, status: 'processing' }, { lease_expires_at: new Date(Date.now() + ttl) });
      if (this.shared) await this.leases.renew(EXPORT_SLOT, ttl);
    };
    return setInterval(() => void renew().catch((e: Error) => this.logger.warn(`Export ${jobIds.join(', ')}: lease not renewed: ${e.message}`)), ttl / 3);
  }

  /** `uploadAsked`: each job starts with its upload pending, and keeps it so when SFTP is not configured. */
  private async createJobs(files: Array<{ feed: ExportFeed; filename: string }>, options: ExportOptions, requestedBy: string, uploadAsked: boolean): Promise<ExportJob[]> {
    const em = this.em.fork();
    const startedAt = Date.now();
    const jobs = files.map(({ feed, filename }, index) => {
      const job_id = randomUUID();
      return em.create(ExportJob, {
        job_id,
        status: 'processing',
        feed,
        filename,
        sftp_upload: uploadAsked ? 'pending' : 'disabled',
        options: JSON.stringify(options),
        requested_by: requestedBy,
        // A millisecond apart, so the history lists a run's files in the order they are made.
        started_at: new Date(startedAt + index),
        file_path: join(this.config.export.dir, `${job_id}.xml`),
        owner: INSTANCE_ID,
        lease_expires_at: new Date(startedAt + this.config.export.jobLeaseMs),
      });
    });
    await em.persist(jobs).flush();
    return jobs;
  }

  async status(jobId: string): Promise<ExportStatusView> {
    return exportStatusView(await this.find(jobId));
  }

  async history(skip: number, limit: number): Promise<Page<ExportHistoryItemView>> {
    const [jobs, total] = await this.em.fork().findAndCount(ExportJob, {}, { orderBy: { started_at: 'desc', job_id: 'asc' }, offset: skip, limit });
    return { items: jobs.map(exportHistoryItemView), total };
  }

  /** The newest export of `feed`, or null when it was never exported. */
  async latest(feed: ExportFeed): Promise<ExportHistoryItemView | null> {
    const job = await this.em.fork().findOne(ExportJob, { feed }, { orderBy: { started_at: 'desc', job_id: 'asc' } });
    return job ? exportHistoryItemView(job) : null;
  }

  /**
   * The finished file of a job, or the reason there is none (409 while processing): from this process's
   * disk when it made the file, else from the database (PostgreSQL), so any process serves it.
   */
  async fileOf(jobId: string): Promise<{ body: Readable; filename: string }> {
    const job = await this.find(jobId);
    if (job.status === 'processing') throw conflict('File not ready for download yet');
    if (job.status === 'failed') throw conflict(`Export ${jobId} failed, there is no file to download: ${job.error ?? 'unknown error'}`);
    if (job.file_path && existsSync(job.file_path)) return { body: createReadStream(job.file_path), filename: job.filename };
    if (job.file_path && this.shared && (await this.files.has(jobId))) return { body: this.files.read(jobId), filename: job.filename };
    throw new HttpException({ detail: `The file of export ${jobId} is no longer kept (removed after ${this.config.export.retentionHours} hours)` }, HttpStatus.GONE);
  }

  private async find(jobId: string): Promise<ExportJob> {
    const job = await this.em.fork().findOne(ExportJob, { job_id: jobId });
    if (!job) throw notFound('Export job', jobId);
    return job;
  }

  private update(jobId: string, changes: Partial<ExportJob>): Promise<number> {
    return this.em.fork().nativeUpdate(ExportJob, { job_id: jobId }, changes);
  }

  /** What a job made without upload records when its upload was asked for. */
  private notUploaded(job: ExportJob): Partial<ExportJob> {
    return job.sftp_upload === 'pending' ? { sftp_error: NOT_UPLOADED_UNCONFIGURED } : {};
  }

  private async runAll(jobs: ExportJob[], options: ExportOptions, settings: SftpSettings | null): Promise<void> {
    for (const job of jobs) await this.run(job, options, settings);
  }

  private async run(job: ExportJob, options: ExportOptions, settings: SftpSettings | null): Promise<void> {
    const jobId = job.job_id;
    const path = job.file_path as string;
    let generated = false;
    try {
      const total = job.feed === 'products' ? await this.productFeed.count() : await this.stockFeed.count(options.is_kit);
      await this.update(jobId, { total_items: total });
      const progress = throttled<number>(PROGRESS_WRITE_MS, (written) =>
        this.update(jobId, { items_processed: written, progress: total === 0 ? 99 : Math.min(99, Math.floor((written / total) * 100)) }),
      );
      const tally = new DiagnosticsTally();
      const file = await writeFileAtomically(path, (out) =>
        job.feed === 'products'
          ? this.productFeed.write(out, options.format_type, DEFAULT_PRODUCT_FEED_NAME, tally, progress)
          : this.stockFeed.write(out, options, tally, progress),
      ).finally(() => progress.stop());
      if (this.shared) await this.files.store(jobId, path);
      generated = true;
      await this.update(jobId, {
        items_processed: file.items,
        total_items: Math.max(total, file.items),
        progress: 100,
        diagnostics: JSON.stringify(tally.counts),
        ...(settings
          ? { sftp_upload: 'uploading' as const, sftp_sent_bytes: 0, sftp_total_bytes: file.bytes }
          : { status: 'completed' as const, finished_at: new Date(), ...this.notUploaded(job) }),
      });
      this.logger.log(`Export ${jobId}: ${file.items} ${job.feed === 'products' ? 'products' : 'items'} written (${file.bytes} bytes), ${tally.counts.with_errors} left out with errors`);
      if (settings) await this.delivery.deliver(jobId, file, job.filename, settings);
    } catch (error) {
      this.logger.error(`Export ${jobId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const message = shownMessage(error, jobId);
      await this.update(
        jobId,
        generated
          ? { status: 'completed_with_sftp_error', sftp_error: message, finished_at: new Date(), ...UPLOAD_PROGRESS_CLEARED }
          : { status: 'failed', error: message, finished_at: new Date(), file_path: null },
      ).catch(() => undefined);
    }
  }
}
