import { useEffect, useMemo, useState } from 'react';
import { useCustom, useList } from '@refinedev/core';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import InventoryIcon from '@mui/icons-material/Inventory';
import LabelIcon from '@mui/icons-material/Label';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FeedDiagnosticsLink } from '../feed-diagnostics/FeedDiagnosticsLink';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { formatDate, formatMoney } from '../../format';
import { serverMessageOr, toApiError } from '../../providers/api-error';
import { downloadFile, saveBlob } from '../../providers/http';
import { useNotify } from '../../providers/notifications';
import { BrandAssignmentDialog } from './BrandAssignmentDialog';
import { filterQuery, PAGE_SIZES, useCurrentListParams, type ListSort } from './current-list-params';
import { CurrentStatsCards } from './CurrentStatsCards';
import { EditItemDialog } from './EditItemDialog';
import { ExportDialog } from './ExportDialog';
import { ImportItemsDialog } from './ImportItemsDialog';
import { SyncImportDialog } from './SyncImportDialog';
import { SYNC_IMPORTS, type SyncImportName } from './sync-imports';
import { AVAILABILITIES, type Availability, type CurrentItem, type CurrentItemPage, type CurrentStats } from './types';
import { Permitted } from '../../components/Permitted';

type DialogName = 'items' | 'brands' | SyncImportName | 'export';

/** How often an estimated total or page is asked again while the server counts it exactly. */
const ESTIMATE_REFRESH_MS = 2000;

function columns(onEdit: (item: CurrentItem) => void): GridColDef<CurrentItem>[] {
  return [
    { field: 'id', headerName: 'ID', width: 120 },
    { field: 'part_number', headerName: 'Part Number', flex: 1, minWidth: 150 },
    {
      field: 'brand',
      headerName: 'Brand',
      width: 150,
      renderCell: ({ row }) =>
        row.brand ? row.brand : <Typography variant="body2" color="text.secondary" component="span">No brand</Typography>,
    },
    {
      field: 'is_kit',
      headerName: 'Type',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={row.is_kit ? 'Kit' : 'Single'} color={row.is_kit ? 'secondary' : 'default'} />,
    },
    {
      field: 'availability',
      headerName: 'Availability',
      width: 130,
      renderCell: ({ row }) => {
        const value = row.availability ?? 'in stock';
        return <Chip size="small" variant="outlined" label={value} color={value === 'in stock' ? 'success' : value === 'out of stock' ? 'error' : 'warning'} />;
      },
    },
    { field: 'price', headerName: 'Price (USD)', width: 120, valueFormatter: (value: number | null) => formatMoney(value, '-') },
    { field: 'updated_at', headerName: 'Last Updated', width: 130, valueFormatter: (value: string) => formatDate(value) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Permitted resource="current/:id" action="put" title="Edit">
          <IconButton size="small" aria-label={`Edit ${row.id}`} onClick={() => onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Permitted>
      ),
    },
  ];
}

/**
 * Current Products (/current-items): stats, filters, a server-side paged and sorted table, the import dialogs
 * and the CSV download; filters, order and page live in the address.
 */
export function CurrentItemsScreen() {
  const notify = useNotify();
  const [list, setList] = useCurrentListParams();
  const { search, brand, isKit, availability } = list;
  // The grid compares its models by identity: new objects on every render would read as changes.
  const pagination: GridPaginationModel = useMemo(() => ({ page: list.page, pageSize: list.pageSize }), [list.page, list.pageSize]);
  const sortModel: GridSortModel = useMemo(() => (list.sort ? [{ field: list.sort, sort: list.order }] : []), [list.sort, list.order]);
  // A stats failure quietly shows zeros.
  const statsQuery = useCustom<CurrentStats>({ url: '/current/stats', method: 'get', errorNotification: false });
  const stats: CurrentStats = statsQuery.query.isError ? {} : (statsQuery.result?.data ?? {});
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [editing, setEditing] = useState<CurrentItem | null>(null);

  const filters = filterQuery(list);
  const filtered = Boolean(search || brand || isKit !== undefined || availability);

  const changePagination = (next: GridPaginationModel) =>
    setList(next.pageSize !== list.pageSize ? { pageSize: next.pageSize } : { page: next.page });
  const changeSort = ([first]: GridSortModel) =>
    setList(first?.sort ? { sort: first.field as ListSort, order: first.sort } : { sort: undefined, order: 'asc' });

  // Refine's query layer keys each answer by filters and page: an answer that arrives after the
  // operator asked for something else is never shown in its place.
  const { result, query } = useList<CurrentItem>({
    resource: 'current',
    pagination: { currentPage: pagination.page + 1, pageSize: pagination.pageSize },
    meta: { query: { ...filters, ...(list.sort ? { sort: list.sort, order: list.order } : {}) } },
    errorNotification: false,
    // An estimated total ("about N") or a deep page found from a sample is asked again until the server answers it exactly.
    queryOptions: {
      refetchInterval: ({ state }) => (state.data?.totalIsEstimate === true || state.data?.pageIsEstimate === true ? ESTIMATE_REFRESH_MS : false),
    },
  });
  const loading = query.isFetching;
  const failed = query.isError && !query.isFetching;
  const page: CurrentItemPage = failed
    ? { items: [], total: 0, total_is_estimate: false, page_is_estimate: false }
    : {
        items: result.data,
        total: result.total ?? 0,
        total_is_estimate: query.data?.totalIsEstimate === true,
        page_is_estimate: query.data?.pageIsEstimate === true,
      };
  useEffect(() => {
    if (query.error) notify.error(`Failed to load items: ${toApiError(query.error).message || 'Unknown error'}`);
  }, [query.error, query.errorUpdatedAt]);

  const reload = () => {
    void query.refetch();
    void statsQuery.query.refetch();
  };
  const toggleType = (kit: boolean) => setList({ isKit: isKit === kit ? undefined : kit });
  const download = async () => {
    try {
      const file = await downloadFile('/current/export', { format: 'csv', ...filters });
      saveBlob(file.blob, file.filename ?? 'current-items.csv');
    } catch (error) {
      notify.error(serverMessageOr(error, 'Failed to download the items'));
    }
  };
  const gridColumns = useMemo(() => columns(setEditing), []);

  const buttons = [
    { name: 'items' as const, label: 'Import Items', icon: <CloudUploadIcon />, call: 'current/import' },
    { name: 'brands' as const, label: 'Add Brands', icon: <LabelIcon />, call: 'current/import-brands' },
    { name: 'availability' as const, label: 'Import Availability', icon: <InventoryIcon />, call: 'current/import-availability' },
    { name: 'prices' as const, label: 'Import Prices', icon: <AttachMoneyIcon />, call: 'current/import-price' },
    { name: 'export' as const, label: 'Export XML', icon: <FileDownloadIcon />, call: 'current/export-xml-job' },
  ];

  return (
    <Box>
      <PageHeader
        title="Current Products"
        subtitle="Stock, price, availability and brand of single parts and kits"
        actions={<FeedDiagnosticsLink scope="current" />}
      />
      <CurrentStatsCards stats={stats} isKit={isKit} onToggleType={toggleType} />

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <SearchBox label="Search" placeholder="ID, part number or brand" term={search} onSearch={(next) => setList({ search: next })} sx={{ minWidth: 260 }} />
          <SearchBox label="Brand" placeholder="Brand" term={brand} onSearch={(next) => setList({ brand: next })} sx={{ minWidth: 180 }} />
          <TextField
            select
            size="small"
            label="Availability"
            value={availability ?? ''}
            onChange={(event) => setList({ availability: (event.target.value || undefined) as Availability | undefined })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All</MenuItem>
            {AVAILABILITIES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          {buttons.map((button) => (
            <Permitted key={button.name} resource={button.call} action="post">
              <Button variant={button.name === 'items' ? 'contained' : 'outlined'} startIcon={button.icon} onClick={() => setDialog(button.name)}>
                {button.label}
              </Button>
            </Permitted>
          ))}
          <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
            Download CSV
          </Button>
          <Tooltip title="Refresh">
            <IconButton aria-label="Refresh" onClick={reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {filtered && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {isKit !== undefined && <Chip label={isKit ? 'Kits Only' : 'Singles Only'} onDelete={() => setList({ isKit: undefined })} color="primary" />}
            {search && <Chip label={`Search: ${search}`} onDelete={() => setList({ search: '' })} />}
            {brand && <Chip label={`Brand: ${brand}`} onDelete={() => setList({ brand: '' })} />}
            {availability && <Chip label={`Availability: ${availability}`} onDelete={() => setList({ availability: undefined })} />}
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined">
        <DataGrid
          rows={page.items}
          columns={gridColumns}
          getRowId={(row) => row.id}
          loading={loading}
          paginationMode="server"
          rowCount={page.total}
          paginationModel={pagination}
          onPaginationModelChange={changePagination}
          pageSizeOptions={PAGE_SIZES}
          disableRowSelectionOnClick
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={changeSort}
          disableColumnFilter
          autoHeight
          localeText={{
            paginationDisplayedRows: ({ from, to, count }) =>
              `${from}–${to} of ${page.total_is_estimate ? 'about ' : ''}${count.toLocaleString('en-US')} items`,
          }}
          slots={{
            noRowsOverlay: () => (
              <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
                <Typography color="text.secondary">{`No items found${filtered ? ' with current filters' : ''}`}</Typography>
              </Stack>
            ),
          }}
          sx={{ border: 0, minHeight: 300 }}
        />
      </Paper>

      <ImportItemsDialog open={dialog === 'items'} onClose={() => setDialog(null)} onDone={reload} />
      <BrandAssignmentDialog open={dialog === 'brands'} onClose={() => setDialog(null)} onDone={reload} />
      {(Object.keys(SYNC_IMPORTS) as SyncImportName[]).map((name) => (
        <SyncImportDialog key={name} open={dialog === name} {...SYNC_IMPORTS[name]} onClose={() => setDialog(null)} onDone={reload} />
      ))}
      <ExportDialog open={dialog === 'export'} onClose={() => setDialog(null)} />
      <EditItemDialog item={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </Box>
  );
}
