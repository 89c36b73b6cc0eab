import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useList } from '@refinedev/core';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../format';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { AddBrandDialog } from './AddBrandDialog';
import { brandsApi } from './brands-api';
import { EditBrandDialog } from './EditBrandDialog';
import { ExportBrandsDialog } from './ExportBrandsDialog';
import { ImportBrandsWizard } from './ImportBrandsWizard';
import type { Brand } from './types';

// The screen filters on the client, so it loads every brand (the API's largest page).
const ALL_BRANDS = { limit: 10_000 };

type Dialog = 'add' | 'import' | 'export' | null;

function brandColumns(onEdit: (brand: Brand) => void, onMore: (event: MouseEvent<HTMLElement>, brand: Brand) => void): GridColDef<Brand>[] {
  return [
    { field: 'id', headerName: 'ID', width: 90 },
    { field: 'name', headerName: 'Brand Name', flex: 1, minWidth: 200 },
    { field: 'parts_count', headerName: 'Parts Count', width: 130, type: 'number', valueFormatter: (v: number) => v.toLocaleString('en-US') },
    {
      field: 'active',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.active ? 'Active' : 'Inactive'} color={row.active ? 'success' : 'default'} />
      ),
    },
    { field: 'created_at', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton size="small" aria-label={`More actions for ${row.name}`} onClick={(event) => onMore(event, row)}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];
}

/** Brand Management (section 2), shown at / and /brands. */
export function BrandList() {
  const { result, query } = useList<Brand>({
    resource: 'brands',
    pagination: { mode: 'off' },
    meta: { query: ALL_BRANDS },
  });
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<Brand | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; brand: Brand } | null>(null);
  const [doomed, setDoomed] = useState<Brand | null>(null);
  const [deleting, setDeleting] = useState(false);

  const reload = () => void query.refetch();
  // Section 8: a failed load is also announced as 'Failed to load brands'.
  useEffect(() => {
    if (query.isError) notify.error('Failed to load brands');
  }, [query.isError, query.errorUpdatedAt]);
  const term = search.trim().toLowerCase();
  const rows = useMemo(
    () => (term ? result.data.filter((brand) => brand.name.toLowerCase().includes(term)) : result.data),
    [result.data, term],
  );
  const columns = useMemo(
    () => brandColumns(setEditing, (event, brand) => setMenu({ anchor: event.currentTarget, brand })),
    [],
  );

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await brandsApi.remove(doomed.id);
      notify.success('Brand deleted successfully');
      setDoomed(null);
      reload();
    } catch (failure) {
      notify.error('Failed to delete brand', { description: toApiError(failure).detail });
    } finally {
      setDeleting(false);
    }
  };

  const emptyText = term ? 'No brands found matching your search.' : 'No brands found. Add one to get started.';

  return (
    <>
      <PageHeader
        title="Brand Management"
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setDialog('import')}>
              Import
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setDialog('export')}>
              Export
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              Add Brand
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          placeholder="Search brands..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1, maxWidth: 420 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search brands' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button startIcon={<RefreshIcon />} onClick={reload} disabled={query.isFetching}>
          Refresh
        </Button>
      </Stack>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          Failed to load brands. Please try again.
        </Alert>
      ) : (
        <Paper variant="outlined">
          <DataGrid
            rows={rows}
            columns={columns}
            loading={query.isLoading}
            autoHeight
            disableColumnMenu
            disableRowSelectionOnClick
            pageSizeOptions={[25, 50, 100]}
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            localeText={{ noRowsLabel: emptyText }}
          />
        </Paper>
      )}

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setDoomed(menu!.brand);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={doomed !== null}
        title="Delete Brand"
        message={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              Are you sure you want to delete {doomed?.name}?
            </Box>
            {doomed && doomed.parts_count > 0 && (
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                {doomed.parts_count === 1
                  ? 'Its part will be deleted with it.'
                  : `Its ${doomed.parts_count.toLocaleString('en-US')} parts will be deleted with it.`}
              </Box>
            )}
          </>
        }
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
      <AddBrandDialog open={dialog === 'add'} onClose={() => setDialog(null)} onAdded={reload} />
      <EditBrandDialog brand={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <ImportBrandsWizard open={dialog === 'import'} onClose={() => setDialog(null)} onImported={reload} />
      <ExportBrandsDialog open={dialog === 'export'} onClose={() => setDialog(null)} />
    </>
  );
}
