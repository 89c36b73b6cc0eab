import { useCallback, useEffect, useRef, useState } from 'react';
import { useCustomMutation, useDataProvider, useInvalidate } from '@refinedev/core';
import { toApiError } from '../../providers/api-error';
import { errorToast, useNotify, type Notify } from '../../providers/notifications';
import type { components } from '../../types/api-contract';
import { isNotUploaded, STATUS_POLL_MS, type ExportJob, type ExportOptions } from './export-types';

/** The message for how the export ended: its worst file decides; an upload asked for and not made (as the server recorded) is not a success. */
function announce(notify: Notify, jobs: ExportJob[]): void {
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
 * every 2 s until it leaves 'processing', then the next. The export history is invalidated as each job starts and ends.
 */
export function useExportJob() {
  const [jobs, setJobs] = useState<ExportJob[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { mutateAsync: startJob, mutation: starting } = useCustomMutation<components['schemas']['ExportJobStartedView']>();
  const reread = useCallback(() => void invalidate({ resource: 'export-history', invalidates: ['list'] }), [invalidate]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  // A status read is no mutation: it goes through the data provider, and its failure is reported here, once.
  const poll = useCallback((followed: ExportJob[], index: number) => {
    timer.current = window.setTimeout(async () => {
      try {
        const { data: next } = await dataProvider().custom!<ExportJob>({
          url: `/current/export-xml-status/${encodeURIComponent(followed[index].job_id)}`,
          method: 'get',
        });
        const updated = followed.map((job, i) => (i === index ? next : job));
        setJobs(updated);
        if (next.status === 'processing') return poll(updated, index);
        reread();
        if (index + 1 < updated.length) poll(updated, index + 1);
        else announce(notify, updated);
      } catch {
        // Polling stops and the job is shown as failed.
        notify.error('Error checking job status');
        setJobs((current) => current.map((job) => (job.status === 'processing' ? { ...job, status: 'failed', error: 'Failed to check job status' } : job)));
      }
    }, STATUS_POLL_MS);
  }, [dataProvider, notify, reread]);

  const start = useCallback(
    /** `upload`: sent to the upload route; `asked`: the operator asked for the upload (SFTP may not be configured). */
    async (options: ExportOptions, upload: boolean, asked = upload) => {
      try {
        const { data } = await startJob({
          url: upload ? '/current/export-and-upload-sftp' : '/current/export-xml-job',
          method: 'post',
          // 'Upload to SFTP' ticked without SFTP configured: the server records the upload as asked for and not made.
          values: upload ? options : { ...options, upload_to_sftp: asked },
          successNotification: false,
          errorNotification: (failure) => errorToast(`Failed to start export: ${toApiError(failure).message}`),
        });
        if (!data.job_id) return notify.error('Failed to start export: Invalid response from server');
        const followed = (data.job_ids?.length ? data.job_ids : [data.job_id]).map((id) => startedJob(id, asked));
        setJobs(followed);
        reread();
        poll(followed, 0);
      } catch {
        // The start's error notification has said why.
      }
    },
    [poll, startJob, notify, reread],
  );

  const reset = useCallback(() => {
    stop();
    setJobs([]);
  }, [stop]);

  useEffect(() => stop, [stop]);

  const current = jobs.find((job) => job.status === 'processing') ?? null;
  const ended = jobs.length > 0 && current === null;
  return { jobs, current, ended, starting: starting.isPending, start, reset };
}
