import { useList } from '@refinedev/core';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../format';
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
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Started</TableCell>
                <TableCell>Import</TableCell>
                <TableCell>Files</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Read</TableCell>
                <TableCell align="right">Inserted</TableCell>
                <TableCell align="right">Updated</TableCell>
                <TableCell align="right">Unchanged</TableCell>
                <TableCell align="right">Not found</TableCell>
                <TableCell align="right">Refused</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatDateTime(run.started_at)}</TableCell>
                  <TableCell>{run.kind}</TableCell>
                  <TableCell>{run.file_names.join(', ')}</TableCell>
                  <TableCell>{run.user}</TableCell>
                  <TableCell>{run.status}</TableCell>
                  <TableCell align="right">{run.counts.read.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{run.counts.inserted.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{run.counts.updated.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{run.counts.unchanged.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{run.counts.not_found.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{run.counts.refused.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
