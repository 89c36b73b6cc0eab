import { ConflictException, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { SchedulerRegistry } from '@nestjs/schedule';
import { setTimeout as delay } from 'node:timers/promises';
import { INSTANCE_ID } from '../../common/jobs/instance-id';
import { sqlRunner } from '../../common/sql/sql-runner';
import { CronJob, CronTime } from 'cron';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SftpConfigService } from '../delivery/sftp-config.service';
import { defaultExportOptions, ExportOptions, exportOptionsOf } from '../dto/export-options.dto';
import { ExportJobsService, UploadRequest } from './export-jobs.service';
import { CLAIM_SCHEDULED_RUN } from '../sql/schedule-runs.sql';

export const NIGHTLY_JOB = 'nightly-export';
export const NIGHTLY_REQUESTER = 'nightly';

/** How often a nightly run that found another export running asks again. */
const RETRY_MS = 1000;

/**
 * The nightly export: the export with the default options (Atom, price, availability and brand included, all items) at EXPORT_CRON in EXPORT_TIMEZONE (with the
 * product feed, or only it, when EXPORT_FEEDS says so), uploaded
 * when SFTP is configured, recorded in the same history as 'nightly'. Registered as a dynamic
 * CronJob so the schedule comes from the configuration; EXPORT_NIGHTLY=false leaves it out.
 * Every process registers the schedule, and each tick is claimed in schedule_runs by one of them:
 * N processes, one run. If an export is running at that moment, the nightly run waits for it.
 */
@Injectable()
export class NightlyExportService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NightlyExport');

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly jobs: ExportJobsService,
    private readonly sftp: SftpConfigService,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { nightlyEnabled, cron, timeZone } = this.config.export;
    if (!nightlyEnabled) return;
    const job = CronJob.from({ cronTime: cron, timeZone, onTick: () => void this.tick(), start: true });
    this.registry.addCronJob(NIGHTLY_JOB, job);
    this.logger.log(`Nightly export scheduled at '${cron}' (${timeZone})${this.config.export.nightlyFeeds === 'stock' ? '' : `, feeds: ${this.config.export.nightlyFeeds}`}`);
  }

  onModuleDestroy(): void {
    if (this.registry.doesExist('cron', NIGHTLY_JOB)) this.registry.deleteCronJob(NIGHTLY_JOB);
  }

  /** When the schedule fires next, and in which time zone it is read; no time when EXPORT_NIGHTLY=false. */
  schedule(): { enabled: boolean; cron: string; time_zone: string; next_run_at: string | null; feeds: 'stock' | 'products' | 'both' } {
    const { nightlyEnabled, cron, timeZone, nightlyFeeds } = this.config.export;
    const next = nightlyEnabled ? new CronTime(cron, timeZone).sendAt().toUTC().toISO() : null;
    return { enabled: nightlyEnabled, cron, time_zone: timeZone, next_run_at: next, feeds: nightlyFeeds };
  }

  /** The default export, with the product feed when EXPORT_FEEDS asks for it. */
  private options(): ExportOptions {
    const { nightlyFeeds, productsRemoteFilename } = this.config.export;
    return exportOptionsOf({ ...defaultExportOptions(), feeds: nightlyFeeds, products_remote_filename: productsRemoteFilename });
  }

  /** A tick of the schedule: the first process to claim its slot (the second it fires) runs it. */
  private async tick(): Promise<void> {
    const slot = new Date(Math.round(Date.now() / 1000) * 1000).toISOString();
    const claimed = await sqlRunner(this.em)
      .run(CLAIM_SCHEDULED_RUN, [NIGHTLY_JOB, slot, INSTANCE_ID])
      .catch((error: Error) => {
        this.logger.error(`Nightly export could not claim its run: ${error.message}`);
        return 0;
      });
    if (claimed === 1) await this.runNow();
  }

  /** One nightly run; returns its jobs' ids, one per file (null when it could not start). */
  async runNow(): Promise<string[] | null> {
    try {
      // Settings saved under another SECRET_KEY cannot be read: the feed is still made, and the log says why it stays here.
      const { problem, configured } = await this.sftp.status();
      // The nightly run always wants its upload: without SFTP settings its jobs say they were not uploaded and why.
      const upload: UploadRequest = problem ? 'none' : 'wanted';
      if (problem) this.logger.error(`Nightly export runs without upload: ${problem}`);
      else if (!configured) this.logger.warn('Nightly export runs without upload: SFTP is not configured');
      for (;;) {
        await this.jobs.idle();
        try {
          return await this.jobs.start(this.options(), NIGHTLY_REQUESTER, upload);
        } catch (error) {
          // Someone started an export between 'idle' and 'start', here or in another process: wait for it too.
          if (!(error instanceof ConflictException)) throw error;
          await delay(RETRY_MS);
        }
      }
    } catch (error) {
      this.logger.error(`Nightly export could not start: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
