import { useMemo, useState } from 'react';
import { useInvalidate, useNotification, useOne } from '@refinedev/core';
import type { GridColDef } from '@mui/x-data-grid';
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
import { ListTable } from '../../crud/ListTable';
import { serverMessageOr } from '../../providers/api-error';
import { downloadFile, saveBlob } from '../../providers/http';
import { BrandAssignmentDialog } from './BrandAssignmentDialog';
import { CURRENT, useCurrentList } from './current-list';
import { CurrentStatsCards } from './CurrentStatsCards';
import { EditItemDialog } from './EditItemDialog';
import { ExportDialog } from './ExportDialog';
import { ImportItemsDialog } from './ImportItemsDialog';
import { SyncImportDialog } from './SyncImportDialog';
import { SYNC_IMPORTS, type SyncImportName } from './sync-imports';
import { AVAILABILITIES, type Availability, type CurrentItem, type CurrentStats } from './types';
import { Permitted } from '../../components/Permitted';

type DialogName = 'items' | 'brands' | SyncImportName | 'export';

function EditButton({ item, onEdit }: { item: CurrentItem; onEdit: (item: CurrentItem) => void }) {
  return (
    <Permitted resource="current/:id" action="put" title="Edit">
      <IconButton size="small" aria-label={`Edit ${item.id}`} onClick={() => onEdit(item)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Permitted>
  );
}

function columns(): GridColDef<CurrentItem>[] {
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
  ];
}

/**
 * Current Products (/current-items): stats, filters, a server-side paged and sorted table, the import dialogs
 * and the CSV download; filters, order and page live in the address.
 */
export function CurrentItemsScreen() {
  const list = useCurrentList();
  const { search, brand, is_kit: isKit, availability } = list.filters;
  // The stats are read as the record 'stats' of the resource, so a write's invalidation of it reads them again; a failure quietly shows zeros.
  const statsQuery = useOne<CurrentStats>({ resource: CURRENT, id: 'stats', meta: { skipErrorToast: true }, errorNotification: false });
  const stats: CurrentStats = statsQuery.query.isError ? {} : (statsQuery.result ?? {});
  const invalidate = useInvalidate();
  const { open: toast } = useNotification();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [editing, setEditing] = useState<CurrentItem | null>(null);
  const filtered = Boolean(search || brand || isKit !== undefined || availability);

  const reload = () => void invalidate({ resource: CURRENT, invalidates: ['resourceAll'] });
  const toggleType = (kit: boolean) => list.setFilter({ is_kit: isKit === kit ? undefined : kit });
  const download = async () => {
    try {
      const file = await downloadFile('/current/export', { format: 'csv', ...list.filters });
      saveBlob(file.blob, file.filename ?? 'current-items.csv');
    } catch (error) {
      toast?.({ type: 'error', message: serverMessageOr(error, 'Failed to download the items') });
    }
  };
  const gridColumns = useMemo(() => columns(), []);
  const editButton = useMemo(() => ({ width: 90, render: (row: CurrentItem) => <EditButton item={row} onEdit={setEditing} /> }), []);

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
          <SearchBox label="Search" placeholder="ID, part number or brand" term={search} onSearch={(next) => list.setFilter({ search: next })} sx={{ minWidth: 260 }} />
          <SearchBox label="Brand" placeholder="Brand" term={brand} onSearch={(next) => list.setFilter({ brand: next })} sx={{ minWidth: 180 }} />
          <TextField
            select
            size="small"
            label="Availability"
            value={availability ?? ''}
            onChange={(event) => list.setFilter({ availability: (event.target.value || undefined) as Availability | undefined })}
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
            {isKit !== undefined && <Chip label={isKit ? 'Kits Only' : 'Singles Only'} onDelete={() => list.setFilter({ is_kit: undefined })} color="primary" />}
            {search && <Chip label={`Search: ${search}`} onDelete={() => list.setFilter({ search: '' })} />}
            {brand && <Chip label={`Brand: ${brand}`} onDelete={() => list.setFilter({ brand: '' })} />}
            {availability && <Chip label={`Availability: ${availability}`} onDelete={() => list.setFilter({ availability: undefined })} />}
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined">
        <ListTable
          list={list}
          columns={gridColumns}
          rowActions={editButton}
          emptyText={`No items found${filtered ? ' with current filters' : ''}`}
          rowsLabel="items"
          disableColumnMenu={false}
          sx={{ border: 0, minHeight: 300 }}
        />
      </Paper>

      <ImportItemsDialog open={dialog === 'items'} onClose={() => setDialog(null)} />
      <BrandAssignmentDialog open={dialog === 'brands'} onClose={() => setDialog(null)} />
      {(Object.keys(SYNC_IMPORTS) as SyncImportName[]).map((name) => (
        <SyncImportDialog key={name} open={dialog === name} {...SYNC_IMPORTS[name]} onClose={() => setDialog(null)} />
      ))}
      <ExportDialog open={dialog === 'export'} onClose={() => setDialog(null)} />
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
