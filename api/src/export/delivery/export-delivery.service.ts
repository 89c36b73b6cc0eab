import { EntityManager } from '@mikro-orm/knex';
import { Injectable, Logger } from '@nestjs/common';
import { ExportJob } from '../entities/export-job.entity';
import type { FeedFile } from '../files/feed-file';
import { shownMessage } from '../jobs/shown-message';
import { throttled } from '../jobs/throttle';
import { SftpSettings, uploadFile } from '../sftp';
import { UPLOAD_PROGRESS_CLEARED, UPLOAD_PROGRESS_WRITE_MS } from './upload-progress';

/** Uploads an export job's generated file to the SFTP server and records the outcome on the job. */
@Injectable()
export class ExportDeliveryService {
  private readonly logger = new Logger('Export');

  constructor(private readonly em: EntityManager) {}

  /**
   * The job's row says how many bytes the server has acknowledged while the upload runs (at most once per
   * UPLOAD_PROGRESS_WRITE_MS), and all of them once it is done. A failed upload leaves the generated file
   * downloadable: completed_with_sftp_error.
   */
  async deliver(jobId: string, file: Pick<FeedFile, 'path' | 'bytes'>, remoteFilename: string, settings: SftpSettings): Promise<void> {
    const progress = throttled<number>(UPLOAD_PROGRESS_WRITE_MS, (sent) => this.update(jobId, { sftp_sent_bytes: sent }));
    try {
      const result = await uploadFile(file.path, remoteFilename, settings, { transferId: jobId, onProgress: progress }).finally(() => progress.stop());
      await this.update(jobId, { status: 'completed', sftp_upload: 'completed', sftp_result: JSON.stringify(result), sftp_sent_bytes: file.bytes, finished_at: new Date() });
      this.logger.log(`Export ${jobId} uploaded to ${settings.host}:${settings.port} as ${result.remote_file}`);
    } catch (error) {
      this.logger.warn(`Export ${jobId}: the file was generated but the SFTP upload failed: ${error instanceof Error ? error.message : String(error)}`);
      const message = shownMessage(error, jobId);
      await this.update(jobId, { status: 'completed_with_sftp_error', sftp_upload: 'pending', sftp_error: message, finished_at: new Date(), ...UPLOAD_PROGRESS_CLEARED });
    }
  }

  private update(jobId: string, changes: Partial<ExportJob>): Promise<number> {
    return this.em.fork().nativeUpdate(ExportJob, { job_id: jobId }, changes);
  }
}
