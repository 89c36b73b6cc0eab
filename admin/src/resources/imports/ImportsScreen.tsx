import { useState } from 'react';
import { useList } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageHeader } from '../../components/PageHeader';
import { ImportsTable } from './ImportsTable';
import { IMPORT_KIND_LABELS, type ImportEntry } from './types';

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
        <ImportsTable entries={items} label="Imports" />
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
