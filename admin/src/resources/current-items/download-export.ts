import { toApiError } from '../../providers/api-error';
import { downloadFile, saveBlob } from '../../providers/http';
import { useNotify } from '../../providers/notifications';

/**
 * Saves a job's file under its filename (else the feed name). A download (GET) is no Refine mutation, so its failure
 * is reported here, in one of two messages (no file yet, or the request failed).
 */
export function useDownloadExport() {
  const notify = useNotify();
  return async (jobId: string, filename: string | null, feedName: string): Promise<void> => {
    try {
      const file = await downloadFile(`/current/export-xml-download/${encodeURIComponent(jobId)}`);
      saveBlob(file.blob, filename || file.filename || `${feedName}.xml`);
    } catch (failure) {
      const status = toApiError(failure).statusCode;
      notify.error(status === 409 || status === 404 ? 'File not ready for download yet' : 'Download failed. Please try again.');
    }
  };
}
