import { useList } from '@refinedev/core';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../format';
import { IMPORT_COUNT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_STATUS_CHIPS, IMPORT_TABLE_SX } from '../imports/types';
import type { ImportRun } from './types';

const LATEST = 5;

/** The five latest imports from GET /imports; quiet when there are none or the list cannot be read. */
export function LatestImports() {
  const { result, query } = useList<ImportRun>({ resource: 'imports', pagination: { currentPage: 1, pageSize: LATEST }, meta: { skipErrorToast: true } });
  const runs = query.isError ? [] : result.data;
  return (
    <Card variant="outlined" aria-label="Latest imports">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Latest Imports
        </Typography>
        {query.isLoading ? (
          <Typography variant="body2">Loading imports...</Typography>
        ) : runs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No imports to show yet.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" sx={IMPORT_TABLE_SX}>
              <TableHead>
                <TableRow>
                  <TableCell>Started</TableCell>
                  <TableCell>Import</TableCell>
                  <TableCell>Files</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>Status</TableCell>
                  {IMPORT_COUNT_COLUMNS.map(([key, label]) => (
                    <TableCell key={key} align="right">
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <TableRow key={run.id}>
                    <TableCell>{formatDateTime(run.started_at)}</TableCell>
                    <TableCell>{IMPORT_KIND_LABELS[run.kind] ?? run.kind}</TableCell>
                    <TableCell>{run.file_names.join(', ')}</TableCell>
                    <TableCell>{run.user}</TableCell>
                    <TableCell>
                      <Chip size="small" {...(IMPORT_STATUS_CHIPS[run.status] ?? { label: run.status })} />
                    </TableCell>
                    {IMPORT_COUNT_COLUMNS.map(([key]) => (
                      <TableCell key={key} align="right">
                        {run.counts[key].toLocaleString('en-US')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/imports">
          All Imports
        </Button>
      </CardActions>
    </Card>
  );
}
