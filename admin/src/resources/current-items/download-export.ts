import { toApiError } from '../../providers/api-error';
import { saveBlob } from '../../providers/http';
import { notify } from '../../providers/notifications';
import { exportApi } from './export-api';

/** Saves a job's file under its filename (else the feed name); a failed download says so in one of two messages (no file yet, or the request failed). */
export async function downloadExport(jobId: string, filename: string | null, feedName: string): Promise<void> {
  try {
    const file = await exportApi.download(jobId);
    saveBlob(file.blob, filename || file.filename || `${feedName}.xml`);
  } catch (failure) {
    const status = toApiError(failure).statusCode;
    notify.error(status === 409 || status === 404 ? 'File not ready for download yet' : 'Download failed. Please try again.');
  }
}
