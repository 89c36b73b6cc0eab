import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ExportJob } from '../entities/export-job.entity';
import { ExportFiles } from './export-files';

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Finished export files are kept EXPORT_RETENTION_HOURS, then removed, at start-up and hourly; on PostgreSQL
 * their copies in the database go too.
 */
@Injectable()
export class ExportRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Export');
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly files: ExportFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.removeExpiredFiles();
    this.sweeper = setInterval(() => void this.removeExpiredFiles().catch((e: Error) => this.logger.warn(e.message)), RETENTION_SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  async removeExpiredFiles(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.export.retentionHours * 3600 * 1000);
    const em = this.em.fork();
    const jobs = await em.find(ExportJob, { finished_at: { $lt: cutoff }, file_path: { $ne: null } });
    for (const job of jobs) {
      if (job.file_path) await rm(job.file_path, { force: true });
      job.file_path = null;
    }
    await em.flush();
    if (this.config.databaseUrl !== undefined) await this.files.removeOf(jobs.map((job) => job.job_id));
    return jobs.length;
  }
}
