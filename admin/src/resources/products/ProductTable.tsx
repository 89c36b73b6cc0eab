import { useEffect, useMemo, useState } from 'react';
import { useList } from '@refinedev/core';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PublishIcon from '@mui/icons-material/Publish';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { SearchBox } from '../../components/SearchBox';
import { formatDate, formatMoney } from '../../format';
import { notify } from '../../providers/notifications';
import type { ProductKind, ProductRow } from './types';
import { Permitted } from '../../components/Permitted';

// Section 9: products page sizes.
const PAGE_SIZES = [25, 50, 100, 250];
const DEFAULT_PAGE_SIZE = 50;

const TEXT: Record<ProductKind, { empty: string; failed: string }> = {
  draft: { empty: 'No draft products found. Import products to see them here.', failed: 'Failed to load draft products' },
  live: { empty: 'No live products found. Publish draft products to see them here.', failed: 'Failed to load live products' },
};

function columns(kind: ProductKind, onView: (row: ProductRow) => void, onPublish: (row: ProductRow) => void): GridColDef<ProductRow>[] {
  const shared: GridColDef<ProductRow>[] = [
    {
      field: kind === 'draft' ? 'draft_id' : 'live_id',
      headerName: 'ID',
      width: 110,
    },
    {
      field: 'is_kit',
      headerName: 'Type',
      width: 100,
      renderCell: ({ row }) => <Chip size="small" label={row.is_kit ? 'Kit' : 'Single'} color={row.is_kit ? 'secondary' : 'default'} />,
    },
    { field: 'part_number', headerName: 'Part Number', width: 140 },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
    { field: 'brand', headerName: 'Brand', width: 130 },
    { field: 'price', headerName: 'Price', width: 110, valueFormatter: (value: number) => formatMoney(value) },
  ];
  const dates: GridColDef<ProductRow>[] =
    kind === 'draft'
      ? [{ field: 'created_at', headerName: 'Date Added', width: 130, valueFormatter: (value: string) => formatDate(value) }]
      : [
          { field: 'published_at', headerName: 'Published Date', width: 140, valueFormatter: (value: string) => formatDate(value) },
          { field: 'is_live', headerName: 'Status', width: 100, renderCell: () => <Chip size="small" label="Live" color="success" /> },
        ];
  const actions: GridColDef<ProductRow> = {
    field: 'actions',
    headerName: 'Actions',
    width: kind === 'draft' ? 110 : 90,
    sortable: false,
    renderCell: ({ row }) => (
      <>
        <Tooltip title="View Details">
          <IconButton size="small" aria-label={`View details of ${row.part_number}`} onClick={() => onView(row)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {kind === 'draft' && (
          <Permitted resource="parts/:id/publish" action="post" title="Publish">
            <IconButton size="small" aria-label={`Publish ${row.part_number}`} onClick={() => onPublish(row)}>
              <PublishIcon fontSize="small" />
            </IconButton>
          </Permitted>
        )}
      </>
    ),
  };
  return [...shared, ...dates, actions];
}

export interface ProductTableProps {
  kind: ProductKind;
  /** Changes whenever the list must be read again (after an import or a publish). */
  version: number;
  onTotal: (total: number | null) => void;
  onView: (row: ProductRow) => void;
  onPublish: (row: ProductRow) => void;
  onImport?: () => void;
}

/** One tab of the Products screen: search as you type, server-side paging. */
export function ProductTable({ kind, version, onTotal, onView, onPublish, onImport }: ProductTableProps) {
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  // Refine's query layer keys each answer by kind, page and search: an answer that arrives after the
  // operator asked for something else is never shown in its place.
  const { result, query } = useList<ProductRow>({
    resource: 'products',
    pagination: { currentPage: pagination.page + 1, pageSize: pagination.pageSize },
    meta: { path: `parts/${kind}`, query: search ? { search } : {}, skipErrorToast: true, version },
  });
  const loading = query.isFetching;
  const failed = query.isError && !query.isFetching;
  const rows = failed ? [] : result.data;
  const total = failed ? 0 : (result.total ?? 0);

  useEffect(() => {
    onTotal(loading ? null : total);
  }, [loading, total, onTotal]);
  useEffect(() => {
    if (query.isError) notify.error(TEXT[kind].failed);
  }, [query.isError, query.errorUpdatedAt, kind]);

  const applySearch = (term: string) => {
    setSearch(term);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const cols = useMemo(() => columns(kind, onView, onPublish), [kind, onView, onPublish]);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox
          label={`Search ${kind} products`}
          placeholder="Search by part number, title or brand..."
          term={search}
          onSearch={applySearch}
          button
        />
        {onImport && (
          <Permitted resource="parts/import" action="post">
            <Button variant="contained" startIcon={<UploadIcon />} onClick={onImport}>
              Import
            </Button>
          </Permitted>
        )}
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={loading}>
          Refresh
        </Button>
      </Stack>
      <Paper variant="outlined">
        <DataGrid
          rows={rows}
          columns={cols}
          rowCount={total}
          loading={loading}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          autoHeight
          disableColumnMenu
          disableColumnSorting
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: TEXT[kind].empty }}
        />
      </Paper>
    </>
  );
}
