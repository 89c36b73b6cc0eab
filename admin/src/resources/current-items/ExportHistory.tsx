import { useList } from '@refinedev/core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../format';
import { useDownloadExport } from './download-export';
import { exportStage } from './export-stage';
import { isNotUploaded, STATUS_POLL_MS, type ExportHistoryItem, type ExportJobStatus } from './export-types';

const HISTORY_ROWS = 10;

const counted = (n: number, noun: string) => `${n.toLocaleString()} ${noun}${n === 1 ? '' : 's'}`;

const STATUS_CHIPS: Record<ExportJobStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  processing: { label: 'Processing', color: 'default' },
  completed: { label: 'Completed', color: 'success' },
  completed_with_sftp_error: { label: 'Upload failed', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

/** A finished export whose upload was asked for and never made (SFTP not configured) is amber, as in the export dialog. */
const NOT_UPLOADED = { label: 'Not uploaded', color: 'warning' } as const;
const chipOf = (item: ExportHistoryItem) => (isNotUploaded(item) ? NOT_UPLOADED : STATUS_CHIPS[item.status]);

/**
 * The latest exports, one row per file (who, when, which feed, options, result with its diagnostics counts): read on
 * every showing (nightly exports happen meanwhile), again when an export job starts or ends (useExportJob invalidates
 * it), and every 2 s while a file is processing, so a nightly run is followed without reloading. A failed read shows
 * an empty history.
 */
export function ExportHistory() {
  const { result, query } = useList<ExportHistoryItem>({
    resource: 'export-history',
    pagination: { currentPage: 1, pageSize: HISTORY_ROWS },
    meta: { path: 'current/export-history' },
    queryOptions: {
      staleTime: 0,
      refetchInterval: ({ state }) => (state.data?.data.some((item) => item.status === 'processing') ? STATUS_POLL_MS : false),
    },
    errorNotification: false,
  });
  const downloadExport = useDownloadExport();
  const items = query.isError ? [] : query.isLoading ? null : result.data;

  if (items === null) return <Typography variant="body2">Loading export history...</Typography>;
  if (items.length === 0) return <Typography variant="body2">No exports yet.</Typography>;
  return (
    <Table size="small" aria-label="Export history">
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Feed</TableCell>
          <TableCell>Options</TableCell>
          <TableCell>Result</TableCell>
          <TableCell align="right">File</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const chip = chipOf(item);
          const o = item.options;
          const type = o.is_kit === undefined ? 'all' : o.is_kit ? 'kits' : 'singles';
          return (
            <TableRow key={item.job_id}>
              <TableCell>{formatDateTime(item.started_at)}</TableCell>
              <TableCell>{item.requested_by}</TableCell>
              <TableCell>{item.feed === 'products' ? 'Products' : 'Stock and price'}</TableCell>
              <TableCell>
                {o.format_type.toUpperCase()} · {type} · {item.sftp_upload === 'disabled' ? 'no upload' : 'upload'}
              </TableCell>
              <TableCell title={item.error ?? item.sftp_error ?? undefined}>
                <Chip size="small" label={chip.label} color={chip.color} /> {counted(item.items_processed, item.feed === 'products' ? 'product' : 'item')}
                {item.status === 'processing' && ` · ${exportStage(item)}`}
                {isNotUploaded(item) && ` · ${item.sftp_error}`}
                {item.diagnostics && item.diagnostics.with_errors > 0 && ` · ${item.diagnostics.with_errors.toLocaleString()} left out with errors`}
                {item.diagnostics && item.diagnostics.with_warnings > 0 && ` · ${item.diagnostics.with_warnings.toLocaleString()} with warnings`}
              </TableCell>
              <TableCell align="right">
                {item.downloadable ? (
                  <Button size="small" sx={{ textTransform: 'none' }} onClick={() => void downloadExport(item.job_id, item.filename, o.feed_name)}>
                    {item.filename}
                  </Button>
                ) : (
                  '-'
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
