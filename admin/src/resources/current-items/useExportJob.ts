import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { exportApi, isNotUploaded, STATUS_POLL_MS, type ExportJob, type ExportOptions } from './export-api';

/** The message for how the export ended: its worst file decides; an upload asked for and not made (as the server recorded) is not a success. */
function announce(jobs: ExportJob[]): void {
  const failed = jobs.find((job) => job.status === 'failed');
  const mixed = jobs.find((job) => job.status === 'completed_with_sftp_error');
  const notUploaded = jobs.find(isNotUploaded);
  if (failed) notify.error(`Export failed: ${failed.error ?? 'Unknown error'}`);
  else if (mixed) notify.warning('MIXED RESULTS', { description: `SFTP upload failed: ${mixed.sftp_error ?? 'Unknown error'}` });
  else if (notUploaded) notify.warning('Export completed, but NOT uploaded', { description: notUploaded.sftp_error ?? undefined });
  else notify.success('Export completed successfully!');
}

function startedJob(job_id: string, upload: boolean): ExportJob {
  return {
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
  };
}

/**
 * The jobs the dialog follows, one per file, made one after the other on the server: each is polled
 * every 2 s until it leaves 'processing', then the next.
 */
export function useExportJob() {
  const [jobs, setJobs] = useState<ExportJob[]>([]);
  const [starting, setStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const poll = useCallback((followed: ExportJob[], index: number) => {
    timer.current = window.setTimeout(async () => {
      try {
        const next = await exportApi.status(followed[index].job_id);
        const updated = followed.map((job, i) => (i === index ? next : job));
        setJobs(updated);
        if (next.status === 'processing') poll(updated, index);
        else if (index + 1 < updated.length) poll(updated, index + 1);
        else announce(updated);
      } catch {
        // Polling stops and the job is shown as failed.
        notify.error('Error checking job status');
        setJobs((current) => current.map((job) => (job.status === 'processing' ? { ...job, status: 'failed', error: 'Failed to check job status' } : job)));
      }
    }, STATUS_POLL_MS);
  }, []);

  const start = useCallback(
    /** `upload`: sent to the upload route; `asked`: the operator asked for the upload (SFTP may not be configured). */
    async (options: ExportOptions, upload: boolean, asked = upload) => {
      setStarting(true);
      try {
        const { job_id, job_ids } = await exportApi.start(options, upload, asked);
        if (!job_id) throw new Error('Invalid response from server');
        const followed = (job_ids?.length ? job_ids : [job_id]).map((id) => startedJob(id, asked));
        setJobs(followed);
        poll(followed, 0);
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
    setJobs([]);
  }, [stop]);

  useEffect(() => stop, [stop]);

  const current = jobs.find((job) => job.status === 'processing') ?? null;
  const ended = jobs.length > 0 && current === null;
  return { jobs, current, ended, starting, start, reset };
}
