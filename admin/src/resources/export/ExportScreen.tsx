import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { PageHeader } from '../../components/PageHeader';
import { Permitted } from '../../components/Permitted';
import { FeedDiagnosticsLink } from '../feed-diagnostics/FeedDiagnosticsLink';
import { ExportDialog } from '../current-items/ExportDialog';
import { ExportHistory } from '../current-items/ExportHistory';
import type { SftpStatus } from '../current-items/export-types';
import { SftpSetup } from '../current-items/SftpSetup';

/**
 * Export as a page of its own: the SFTP settings, the history of every export (nightly included) and
 * the same Export and Auto-Upload SFTP dialog the Current Items screen opens.
 */
export function ExportScreen() {
  const [open, setOpen] = useState(false);
  const sftp = useCustom<SftpStatus>({ url: '/current/sftp-status', method: 'get', errorNotification: false });
  const status = sftp.query.isSuccess && !sftp.query.isFetching ? sftp.result.data : null;

  return (
    <>
      <PageHeader
        title="Export"
        subtitle="The XML feeds, their upload to the provider's SFTP server, and every past export"
        actions={
          <>
            <FeedDiagnosticsLink />
            <Permitted resource="current/export-xml-job" action="post">
              <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={() => setOpen(true)}>
                Export XML
              </Button>
            </Permitted>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          SFTP
        </Typography>
        <SftpSetup status={status} disabled={false} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Export History
        </Typography>
        <ExportHistory />
      </Paper>
      <ExportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
