import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../format';
import { exportStage } from '../current-items/export-stage';
import type { FeedHealth, LastExport } from './types';

/** What became of the last export's upload, in the words of the export dialog; amber when it was not uploaded. Read when the page is shown. */
function uploadOutcome(job: LastExport): { severity: 'success' | 'warning' | 'error' | 'info'; text: string } {
  if (job.status === 'processing') return { severity: 'info', text: `Running now: ${exportStage(job)}.` };
  if (job.status === 'failed') return { severity: 'error', text: `Failed: ${job.error ?? 'unknown error'}` };
  if (job.status === 'completed_with_sftp_error') return { severity: 'warning', text: `Generated, but the SFTP upload failed: ${job.sftp_error ?? 'unknown error'}` };
  if (job.sftp_upload === 'completed') return { severity: 'success', text: `Uploaded to ${job.sftp_result?.remote_file ?? job.filename}.` };
  if (job.sftp_error) return { severity: 'warning', text: `Generated. ${job.sftp_error}.` };
  return { severity: 'warning', text: 'Generated, not uploaded (SFTP upload was off or SFTP is not configured).' };
}

interface FeedCardProps {
  title: string;
  job: LastExport | null;
  health: FeedHealth | null;
  diagnosticsScope: 'live' | 'current';
  records: string;
  footer?: ReactNode;
}

/**
 * One feed on the start page: its last export with the upload outcome, and what that export counted of its records,
 * said to be as of that export: counting them now means checking every record (Feed Diagnostics does, on demand).
 */
export function FeedCard({ title, job, health, diagnosticsScope, records, footer }: FeedCardProps) {
  const outcome = job && uploadOutcome(job);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={title}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {job && outcome ? (
          <>
            <Typography variant="body2">
              Last export: {formatDateTime(job.started_at)} by {job.requested_by}, {job.items_processed.toLocaleString('en-US')} {records} in {job.filename}
            </Typography>
            <Alert severity={outcome.severity} sx={{ mt: 1 }}>
              {outcome.text}
            </Alert>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not exported yet.
          </Typography>
        )}
        {health ? (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="feed-health">
            As of the last export ({formatDateTime(health.checked_at)}): {health.valid.toLocaleString('en-US')} of {health.total.toLocaleString('en-US')} {records}{' '}
            valid, {health.with_errors.toLocaleString('en-US')} left out with errors, {health.with_warnings.toLocaleString('en-US')} with warnings. Feed
            Diagnostics checks them as they are now.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No export has checked these {records} yet: Feed Diagnostics checks them now.
          </Typography>
        )}
        {footer}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/feed-diagnostics?scope=${diagnosticsScope}`}>
          Feed Diagnostics
        </Button>
        <Button component={RouterLink} to="/export">
          Export
        </Button>
      </CardActions>
    </Card>
  );
}
