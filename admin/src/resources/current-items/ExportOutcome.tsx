import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { isNotUploaded, type ExportJob } from './export-api';

/**
 * The three endings of an export: success, failure, and 'MIXED RESULTS' (file made, upload failed); and in amber
 * a file made but not uploaded although the upload was asked for (SFTP not configured).
 */
export function ExportOutcome({ job }: { job: ExportJob }) {
  if (job.status === 'failed') {
    return <Alert severity="error">Export failed: {job.error ?? 'Unknown error'}</Alert>;
  }
  const items = `${job.items_processed.toLocaleString()} ${job.items_processed === 1 ? 'item' : 'items'} written to ${job.filename ?? 'the feed file'}.`;
  if (job.status === 'completed_with_sftp_error') {
    return (
      <Alert severity="warning">
        <AlertTitle>MIXED RESULTS</AlertTitle>
        The XML file was generated ({items}) but the SFTP upload failed: {job.sftp_error ?? 'Unknown error'}. The file can still be downloaded.
      </Alert>
    );
  }
  const upload = job.sftp_result;
  if (isNotUploaded(job)) {
    return (
      <Alert severity="warning">
        <AlertTitle>Export completed, but NOT uploaded</AlertTitle>
        The XML file was generated ({items}). {job.sftp_error}. Download the file, or have an admin configure SFTP and export again.
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      <AlertTitle>Export completed successfully!</AlertTitle>
      <Typography variant="body2">{items}</Typography>
      {upload && (
        <Typography variant="body2">
          Uploaded to {upload.remote_file}: {upload.file_size_mb} MB in {upload.upload_time_seconds} s ({upload.upload_speed_mbps} MB/s).
        </Typography>
      )}
    </Alert>
  );
}
