import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportJob } from './export-types';

/** While processing, 'Generating XML...' or the uploading text, with the progress bar. */
export function ExportProgress({ job }: { job: ExportJob }) {
  const uploading = job.sftp_upload === 'uploading';
  return (
    <Box>
      <Typography variant="body1" gutterBottom>
        {uploading ? "Uploading to the provider's SFTP server..." : 'Generating XML...'}
      </Typography>
      <LinearProgress variant={uploading ? 'indeterminate' : 'determinate'} value={job.progress} aria-label="Export progress" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {job.progress}% · {job.items_processed.toLocaleString()} of {job.total_items.toLocaleString()} items
      </Typography>
    </Box>
  );
}
