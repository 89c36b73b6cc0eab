import { useState } from 'react';
import { useList } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageHeader } from '../../components/PageHeader';
import { downloadProblems, problemCount } from '../../components/import-outcome';
import { formatDateTime } from '../../format';
import { IMPORT_COUNT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_STATUS_CHIPS, IMPORT_TABLE_SX, type ImportEntry } from './types';

const PAGE_SIZES = [25, 50, 100];
/** Every import, whoever ran it, newest first, with its counts and the download of its problems (GET /imports). */
export function ImportsScreen() {
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const { result, query } = useList<ImportEntry>({
    resource: 'imports',
    pagination: { currentPage: page + 1, pageSize },
    filters: kind ? [{ field: 'kind', operator: 'eq', value: kind }] : [],
  });
  const items = result.data;

  return (
    <>
      <PageHeader
        title="Imports"
        subtitle="Every import with what it did; download the rows it refused or did not find"
        actions={
          <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      <TextField
        select
        size="small"
        label="Kind"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All imports</MenuItem>
        {Object.entries(IMPORT_KIND_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {query.isError && <Alert severity="error">Failed to load imports</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Imports" sx={IMPORT_TABLE_SX}>
          <TableHead>
            <TableRow>
              <TableCell>Started</TableCell>
              <TableCell>Kind</TableCell>
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
            {items.map((entry) => {
              const chip = IMPORT_STATUS_CHIPS[entry.status] ?? { label: entry.status, color: 'default' as const };
              return (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.started_at)}</TableCell>
                  <TableCell>{IMPORT_KIND_LABELS[entry.kind] ?? entry.kind}</TableCell>
                  <TableCell>{entry.file_names.join(', ')}</TableCell>
                  <TableCell>{entry.user}</TableCell>
                  <TableCell title={entry.detail ?? undefined}>
                    <Chip size="small" label={chip.label} color={chip.color} />
                    {problemCount(entry.counts) > 0 && (
                      <Button size="small" onClick={() => void downloadProblems(entry.id)} aria-label={`Download the problems of import ${entry.id}`}>
                        Problems
                      </Button>
                    )}
                  </TableCell>
                  {IMPORT_COUNT_COLUMNS.map(([key]) => (
                    <TableCell key={key} align="right">
                      {entry.counts[key].toLocaleString('en-US')}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {!query.isLoading && items.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No imports yet.
        </Typography>
      )}
      <TablePagination
        component="div"
        count={result.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
