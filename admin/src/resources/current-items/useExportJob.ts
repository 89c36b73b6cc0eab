import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { exportApi, STATUS_POLL_MS, type ExportJob, type ExportOptions } from './export-api';

/** Section 8's message for how the job ended. */
function announce(job: ExportJob): void {
  if (job.status === 'completed') notify.success('Export completed successfully!');
  else if (job.status === 'completed_with_sftp_error') notify.warning('MIXED RESULTS', { description: `SFTP upload failed: ${job.sftp_error ?? 'Unknown error'}` });
  else notify.error(`Export failed: ${job.error ?? 'Unknown error'}`);
}

/** The job the dialog follows: started, polled every 2 s until it leaves 'processing' (section 7). */
export function useExportJob() {
  const [job, setJob] = useState<ExportJob | null>(null);
  const [starting, setStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const poll = useCallback(
    (jobId: string) => {
      timer.current = window.setTimeout(async () => {
        try {
          const next = await exportApi.status(jobId);
          setJob(next);
          if (next.status === 'processing') poll(jobId);
          else announce(next);
        } catch {
          // Section 8: polling stops and the job is shown as failed.
          notify.error('Error checking job status');
          setJob((current) => (current ? { ...current, status: 'failed', error: 'Failed to check job status' } : current));
        }
      }, STATUS_POLL_MS);
    },
    [],
  );

  const start = useCallback(
    async (options: ExportOptions, upload: boolean) => {
      setStarting(true);
      try {
        const { job_id } = await exportApi.start(options, upload);
        if (!job_id) throw new Error('Invalid response from server');
        setJob({
          job_id,
          status: 'processing',
          progress: 0,
          total_items: 0,
          items_processed: 0,
          filename: null,
          error: null,
          sftp_upload: upload ? 'pending' : 'disabled',
          sftp_error: null,
          sftp_result: null,
        });
        poll(job_id);
      } catch (failure) {
        notify.error(`Failed to start export: ${toApiError(failure).message}`);
      } finally {
        setStarting(false);
      }
    },
    [poll],
  );

  const reset = useCallback(() => {
    stop();
    setJob(null);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { job, starting, start, reset };
}
