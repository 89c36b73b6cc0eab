import { useCallback, useEffect, useState } from 'react';
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
import { downloadExport } from './download-export';
import { DEFAULT_EXPORT_OPTIONS, exportApi, type SftpStatus } from './export-api';
import { ExportHistory } from './ExportHistory';
import { ExportOptionsForm, type ExportForm } from './ExportOptionsForm';
import { ExportOutcome } from './ExportOutcome';
import { ExportProgress } from './ExportProgress';
import { isKitOf } from './ItemTypeSelect';
import { SftpSetup } from './SftpSetup';
import { useExportJob } from './useExportJob';

const DEFAULT_FORM: ExportForm = { options: DEFAULT_EXPORT_OPTIONS, itemType: 'all', upload: true };

/**
 * Export and Auto-Upload SFTP (sections 3, 4, 8): options, SFTP status checked on every opening,
 * a background job polled every 2 s, and its outcome. It cannot be closed while the job runs.
 */
export function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ExportForm>(DEFAULT_FORM);
  const [sftp, setSftp] = useState<SftpStatus | null>(null);
  const { job, starting, start, reset } = useExportJob();
  const processing = starting || job?.status === 'processing';

  const checkSftp = useCallback(() => {
    setSftp(null);
    exportApi
      .sftpStatus()
      .then(setSftp)
      .catch(() => setSftp({ configured: false, host_fingerprint: null, host: '', port: 0, username: '', remote_dir: '' }));
  }, []);

  useEffect(() => {
    if (open) checkSftp();
  }, [open, checkSftp]);

  const close = () => {
    if (processing) return;
    if (job) reset();
    onClose();
  };

  const run = () => {
    const options = { ...form.options, ...(isKitOf(form.itemType) === undefined ? {} : { is_kit: isKitOf(form.itemType) }) };
    // Section 7: export-and-upload-sftp only when upload is on and SFTP is configured.
    void start(options, form.upload && sftp?.configured === true);
  };

  const ended = job !== null && job.status !== 'processing';
  const downloadable = ended && (job.status === 'completed' || job.status === 'completed_with_sftp_error');

  return (
    <Dialog open={open} onClose={processing ? undefined : close} maxWidth="md" fullWidth disableEscapeKeyDown={processing}>
      <DialogTitle>Export and Auto-Upload SFTP</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!job && (
            <>
              <SftpSetup status={sftp} disabled={processing} onConfigured={checkSftp} />
              <ExportOptionsForm form={form} onChange={setForm} disabled={processing} />
              {form.upload && sftp && !sftp.configured && (
                <Alert severity="warning">SFTP is not configured: the XML file will be generated without upload.</Alert>
              )}
            </>
          )}
          {job?.status === 'processing' && <ExportProgress job={job} />}
          {ended && <ExportOutcome job={job} />}
          <Accordion disableGutters elevation={0}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="subtitle2">Export history</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <ExportHistory refresh={`${open}-${job?.job_id}-${job?.status}`} />
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
        {downloadable && (
          <Button onClick={() => void downloadExport(job.job_id, job.filename, form.options.feed_name)}>Download</Button>
        )}
        {ended && job.status === 'failed' && (
          <Button variant="contained" onClick={reset}>
            Try Again
          </Button>
        )}
        {downloadable && (
          <Button variant="contained" onClick={reset}>
            New Export
          </Button>
        )}
        {!job && (
          <Button variant="contained" onClick={run} disabled={processing}>
            {starting ? 'Starting...' : 'Start Export'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
