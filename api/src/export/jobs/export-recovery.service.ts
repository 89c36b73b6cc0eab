import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { INSTANCE_ID } from '../../common/jobs/instance-id';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SftpConfigService } from '../delivery/sftp-config.service';
import { UPLOAD_PROGRESS_CLEARED } from '../delivery/upload-progress';
import { ExportJob } from '../entities/export-job.entity';
import { removeAbandonedUpload } from '../sftp';

export const INTERRUPTED = 'Interrupted: the server restarted during the export';
/** How long closing the app waits for the removal of cut-off uploads before leaving them to the next start. */
const SHUTDOWN_WAIT_MS = 10_000;

/**
 * Export jobs whose process stopped: a running job's process renews its lease in the job row; a job whose
 * lease ran out (its process was killed) is marked failed by whichever process looks first, at start-up or
 * on the periodic check, and the temporary file its upload left on the SFTP server is removed. On SQLite,
 * one process's database, a job another run of the process left is failed at once.
 */
@Injectable()
export class ExportRecoveryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Export');
  private remoteCleanup: Promise<void> = Promise.resolve();
  private leaseCheck?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly sftp: SftpConfigService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get shared(): boolean {
    return this.config.databaseUrl !== undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.recoverInterrupted();
    if (this.shared) {
      const period = this.config.export.jobLeaseMs / 3;
      this.leaseCheck = setInterval(() => void this.recoverInterrupted().catch((e: Error) => this.logger.warn(e.message)), period);
      this.leaseCheck.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.leaseCheck);
    await Promise.race([this.remoteCleanup, new Promise((r) => setTimeout(r, SHUTDOWN_WAIT_MS).unref())]);
  }

  /**
   * Jobs left 'processing' by a stopped server: their partial files go and they are marked failed.
   * Temporary files of cut-off uploads are removed from the SFTP server in the background, so that
   * an unreachable server does not hold up the start.
   */
  async recoverInterrupted(): Promise<number> {
    const em = this.em.fork();
    const others = { status: 'processing' as const, $or: [{ owner: null }, { owner: { $ne: INSTANCE_ID } }] };
    const dead = this.shared ? { ...others, $and: [{ $or: [{ lease_expires_at: null }, { lease_expires_at: { $lt: new Date() } }] }] } : others;
    const jobs = await em.find(ExportJob, dead);
    const cutOffUploads = jobs.filter((job) => job.sftp_upload === 'uploading').map(({ job_id, filename }) => ({ job_id, filename }));
    for (const job of jobs) {
      if (job.file_path) {
        await rm(`${job.file_path}.partial`, { force: true });
        await rm(job.file_path, { force: true });
      }
      job.status = 'failed';
      job.error = INTERRUPTED;
      job.finished_at = new Date();
      job.file_path = null;
      if (job.sftp_upload === 'uploading') {
        job.sftp_upload = 'pending';
        Object.assign(job, UPLOAD_PROGRESS_CLEARED);
      }
      this.logger.warn(`Export ${job.job_id} marked failed: ${INTERRUPTED}`);
    }
    await em.flush();
    if (cutOffUploads.length) this.remoteCleanup = this.removeAbandonedUploads(cutOffUploads);
    return jobs.length;
  }

  private async removeAbandonedUploads(jobs: Array<Pick<ExportJob, 'job_id' | 'filename'>>): Promise<void> {
    const settings = await this.sftp.settings().catch(() => null);
    if (!settings) return;
    for (const { job_id, filename } of jobs) {
      try {
        await removeAbandonedUpload(filename, job_id, settings);
        this.logger.log(`Export ${job_id}: the temporary file of its interrupted upload was removed from the SFTP server`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Export ${job_id}: could not remove the temporary file of its interrupted upload from the SFTP server: ${message}`);
      }
    }
  }
}
