import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { Link as RouterLink } from 'react-router';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Permitted } from '../../components/Permitted';
import { downloadExport } from './download-export';
import { DEFAULT_EXPORT_OPTIONS, DEFAULT_PRODUCTS_REMOTE_FILENAME, type ExportOptions, type SftpStatus } from './export-api';
import { ExportHistory } from './ExportHistory';
import { ExportOptionsForm, type ExportForm } from './ExportOptionsForm';
import { ExportOutcome } from './ExportOutcome';
import { ExportProgress } from './ExportProgress';
import { isKitOf } from './ItemTypeSelect';
import { SftpSetup } from './SftpSetup';
import { useExportJob } from './useExportJob';

const NOT_CONFIGURED: SftpStatus = { configured: false, host_fingerprint: null, host: '', port: 0, username: '', remote_dir: '', problem: null };

const DEFAULT_FORM: ExportForm = {
  options: { ...DEFAULT_EXPORT_OPTIONS, feeds: 'stock', products_remote_filename: DEFAULT_PRODUCTS_REMOTE_FILENAME },
  itemType: 'all',
  upload: true,
};

/** What the server is sent: the specification's options, plus the product feed's only when it is asked for. */
function requestOptions(form: ExportForm): ExportOptions {
  const { feeds, products_remote_filename, ...options } = form.options;
  const isKit = isKitOf(form.itemType);
  return {
    ...options,
    ...(feeds && feeds !== 'stock' ? { feeds, products_remote_filename } : {}),
    ...(isKit === undefined ? {} : { is_kit: isKit }),
  };
}

/**
 * Export and Auto-Upload SFTP (sections 3, 4, 8): options, SFTP status checked on every opening,
 * background jobs (one per file: the stock-and-price feed, the product feed) polled every 2 s, and
 * their outcome. It cannot be closed while a job runs.
 */
export function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ExportForm>(DEFAULT_FORM);
  const sftpQuery = useCustom<SftpStatus>({ url: '/current/sftp-status', method: 'get', meta: { skipErrorToast: true }, queryOptions: { enabled: open } });
  // Checked on every opening (a disabled query refetches when enabled again); unknown while checking.
  const sftp = sftpQuery.query.isError ? NOT_CONFIGURED : sftpQuery.query.isFetching ? null : (sftpQuery.result?.data ?? null);
  const { jobs, current, ended, starting, start, reset } = useExportJob();
  const processing = starting || current !== null;

  const checkSftp = () => void sftpQuery.query.refetch();

  const close = () => {
    if (processing) return;
    if (jobs.length) reset();
    onClose();
  };

  const run = () => {
    // Export-and-upload-sftp only when upload is on and SFTP is configured.
    void start(requestOptions(form), form.upload && sftp?.configured === true, form.upload);
  };

  const downloadable = ended ? jobs.filter((job) => job.status === 'completed' || job.status === 'completed_with_sftp_error') : [];

  return (
    <Dialog open={open} onClose={processing ? undefined : close} maxWidth="md" fullWidth disableEscapeKeyDown={processing}>
      <DialogTitle>Export and Auto-Upload SFTP</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {jobs.length === 0 && (
            <>
              <SftpSetup status={sftp} disabled={processing} onConfigured={checkSftp} />
              <ExportOptionsForm form={form} onChange={setForm} disabled={processing} />
              {form.upload && sftp && !sftp.configured && (
                <Alert severity="warning">SFTP is not configured: the XML file will be generated without upload.</Alert>
              )}
            </>
          )}
          {current && (
            <>
              {jobs.length > 1 && (
                <Typography variant="subtitle2">
                  File {jobs.indexOf(current) + 1} of {jobs.length}
                  {current.filename ? `: ${current.filename}` : ''}
                </Typography>
              )}
              <ExportProgress job={current} />
            </>
          )}
          {ended && jobs.map((job) => <ExportOutcome key={job.job_id} job={job} />)}
          <Accordion disableGutters elevation={0}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="subtitle2">Export history</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <ExportHistory refresh={`${open}-${jobs.map((job) => `${job.job_id}:${job.status}`).join()}`} />
            </AccordionDetails>
          </Accordion>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/feed-diagnostics" disabled={processing} sx={{ mr: 'auto' }}>
          Feed Diagnostics
        </Button>
        <Button onClick={close} disabled={processing}>
          Close
        </Button>
        {downloadable.map((job) => (
          <Button key={job.job_id} onClick={() => void downloadExport(job.job_id, job.filename, form.options.feed_name)}>
            {jobs.length > 1 ? `Download ${job.filename}` : 'Download'}
          </Button>
        ))}
        {ended && downloadable.length === 0 && (
          <Button variant="contained" onClick={reset}>
            Try Again
          </Button>
        )}
        {downloadable.length > 0 && (
          <Button variant="contained" onClick={reset}>
            New Export
          </Button>
        )}
        {jobs.length === 0 && (
          <Permitted resource="current/export-xml-job" action="post">
            <Button variant="contained" onClick={run} disabled={processing}>
              {starting ? 'Starting...' : 'Start Export'}
            </Button>
          </Permitted>
        )}
      </DialogActions>
    </Dialog>
  );
}
