import { EntityManager } from '@mikro-orm/knex';
import { Injectable, Logger } from '@nestjs/common';
import { ExportJob } from '../entities/export-job.entity';
import { shownMessage } from '../jobs/shown-message';
import { SftpSettings, uploadFile } from '../sftp';

/** Uploads an export job's generated file to the SFTP server and records the outcome on the job. */
@Injectable()
export class ExportDeliveryService {
  private readonly logger = new Logger('Export');

  constructor(private readonly em: EntityManager) {}

  /** A failed upload leaves the generated file downloadable: completed_with_sftp_error. */
  async deliver(jobId: string, path: string, remoteFilename: string, settings: SftpSettings): Promise<void> {
    try {
      const result = await uploadFile(path, remoteFilename, settings, { transferId: jobId });
      await this.update(jobId, { status: 'completed', sftp_upload: 'completed', sftp_result: JSON.stringify(result), finished_at: new Date() });
      this.logger.log(`Export ${jobId} uploaded to ${settings.host}:${settings.port} as ${result.remote_file}`);
    } catch (error) {
      this.logger.warn(`Export ${jobId}: the file was generated but the SFTP upload failed: ${error instanceof Error ? error.message : String(error)}`);
      const message = shownMessage(error, jobId);
      await this.update(jobId, { status: 'completed_with_sftp_error', sftp_upload: 'pending', sftp_error: message, finished_at: new Date() });
    }
  }

  private update(jobId: string, changes: Partial<ExportJob>): Promise<number> {
    return this.em.fork().nativeUpdate(ExportJob, { job_id: jobId }, changes);
  }
}
