import { ConflictException, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SftpConfigService } from '../delivery/sftp-config.service';
import { defaultExportOptions } from '../dto/export-options.dto';
import { ExportJobsService } from './export-jobs.service';

export const NIGHTLY_JOB = 'nightly-export';
export const NIGHTLY_REQUESTER = 'nightly';

/**
 * The nightly export: the default export of section 9 at EXPORT_CRON in EXPORT_TIMEZONE, uploaded
 * when SFTP is configured, recorded in the same history as 'nightly'. Registered as a dynamic
 * CronJob so the schedule comes from the configuration; EXPORT_NIGHTLY=false leaves it out.
 * If an export is running at that moment, the nightly run waits for it, so runs never overlap.
 */
@Injectable()
export class NightlyExportService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NightlyExport');

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly jobs: ExportJobsService,
    private readonly sftp: SftpConfigService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { nightlyEnabled, cron, timeZone } = this.config.export;
    if (!nightlyEnabled) return;
    const job = CronJob.from({ cronTime: cron, timeZone, onTick: () => void this.runNow(), start: true });
    this.registry.addCronJob(NIGHTLY_JOB, job);
    this.logger.log(`Nightly export scheduled at '${cron}' (${timeZone})`);
  }

  onModuleDestroy(): void {
    if (this.registry.doesExist('cron', NIGHTLY_JOB)) this.registry.deleteCronJob(NIGHTLY_JOB);
  }

  /** One nightly run; returns its job id (null when it could not start). */
  async runNow(): Promise<string | null> {
    try {
      const upload = (await this.sftp.settings()) !== null;
      if (!upload) this.logger.warn('Nightly export runs without upload: SFTP is not configured');
      for (;;) {
        await this.jobs.idle();
        try {
          return await this.jobs.start(defaultExportOptions(), NIGHTLY_REQUESTER, upload);
        } catch (error) {
          // Someone started an export between 'idle' and 'start': wait for that one too.
          if (!(error instanceof ConflictException)) throw error;
        }
      }
    } catch (error) {
      this.logger.error(`Nightly export could not start: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
