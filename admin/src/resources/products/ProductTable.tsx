import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useList } from '@refinedev/core';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { SearchBox } from '../../components/SearchBox';
import { formatDate, formatMoney } from '../../format';
import { useNotify } from '../../providers/notifications';
import type { ProductKind, ProductRow } from './types';
import { Permitted, usePermission } from '../../components/Permitted';
import { selectedRows } from '../../components/grid-selection';

// Products page sizes.
const PAGE_SIZES = [25, 50, 100, 250];
const DEFAULT_PAGE_SIZE = 50;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

const TEXT: Record<ProductKind, { empty: string; failed: string }> = {
  draft: { empty: 'No draft products found. Import products to see them here.', failed: 'Failed to load draft products' },
  live: { empty: 'No live products found. Publish draft products to see them here.', failed: 'Failed to load live products' },
};

/** What a row's actions do; the screen confirms those on live products. */
export interface RowActions {
  onView: (row: ProductRow) => void;
  onPublish: (row: ProductRow) => void;
  onUnpublish: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
}

function ActionButton({ title, label, api, method, onClick, disabled, children }: {
  title: string;
  label: string;
  api: string;
  method: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactElement;
}) {
  return (
    <Permitted resource={api} action={method} title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </IconButton>
    </Permitted>
  );
}

function columns(kind: ProductKind, { onView, onPublish, onUnpublish, onDelete }: RowActions): GridColDef<ProductRow>[] {
  const shared: GridColDef<ProductRow>[] = [
    {
      field: kind === 'draft' ? 'draft_id' : 'live_id',
      headerName: 'ID',
      width: kind === 'draft' ? 150 : 110,
      // A published draft is marked, so the operator sees at a glance what is already in the feed.
      renderCell: ({ row }) =>
        kind === 'draft' && row.live_id ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{row.draft_id}</span>
            <Tooltip title={`Published as ${row.live_id}`}>
              <Chip size="small" label="Live" color="success" />
            </Tooltip>
          </Stack>
        ) : (
          (kind === 'draft' ? row.draft_id : row.live_id)
        ),
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
    width: kind === 'draft' ? 130 : 100,
    sortable: false,
    renderCell: ({ row }) => (
      <>
        <Tooltip title="View Details">
          <IconButton size="small" aria-label={`View details of ${row.part_number}`} onClick={() => onView(row)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {kind === 'draft' ? (
          <>
            <ActionButton title="Publish" label={`Publish ${row.part_number}`} api="parts/:id/publish" method="post" onClick={() => onPublish(row)}>
              <PublishIcon fontSize="small" />
            </ActionButton>
            <ActionButton
              title={row.live_id ? 'Live: unpublish it before deleting the draft' : 'Delete draft'}
              label={`Delete ${row.part_number}`}
              api="parts/draft/:id"
              method="delete"
              disabled={Boolean(row.live_id)}
              onClick={() => onDelete(row)}
            >
              <DeleteIcon fontSize="small" />
            </ActionButton>
          </>
        ) : (
          <ActionButton title="Unpublish" label={`Unpublish ${row.part_number}`} api="parts/live/:id/unpublish" method="post" onClick={() => onUnpublish(row)}>
            <UnpublishedIcon fontSize="small" />
          </ActionButton>
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
  actions: RowActions;
  /** Drafts only: publishes the selected rows, then `clear` empties the selection. */
  onPublishMany?: (rows: ProductRow[], clear: () => void) => void;
  onImport?: () => void;
}

/** One tab of the Products screen: search as you type, server-side paging; drafts can be selected for a bulk publish. */
export function ProductTable({ kind, version, actions, onPublishMany, onImport }: ProductTableProps) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  // Refine's query layer keys each answer by kind, page and search: an answer that arrives after the
  // operator asked for something else is never shown in its place.
  const { result, query } = useList<ProductRow>({
    resource: 'products',
    pagination: { currentPage: pagination.page + 1, pageSize: pagination.pageSize },
    meta: { path: `parts/${kind}`, query: search ? { search } : {}, version },
    errorNotification: false,
  });
  const loading = query.isFetching;
  const failed = query.isError && !query.isFetching;
  const rows = failed ? [] : result.data;
  const total = failed ? 0 : (result.total ?? 0);

  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const selected = selectedRows(rows, selection, (row) => row.id);
  // Rows are selected only to publish them: a user who may not publish gets no checkboxes.
  const { allowed: mayPublish } = usePermission({ resource: 'parts/publish', action: 'post' });
  useEffect(() => {
    if (query.isError) notify.error(TEXT[kind].failed);
  }, [query.isError, query.errorUpdatedAt, kind]);

  const applySearch = (term: string) => {
    setSearch(term);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const cols = useMemo(() => columns(kind, actions), [kind, actions]);

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
        {onPublishMany && (
          <Permitted resource="parts/publish" action="post">
            <Button
              startIcon={<PublishIcon />}
              disabled={selected.length === 0}
              onClick={() => onPublishMany(selected, () => setSelection(NO_SELECTION))}
            >
              Publish selected{selected.length ? ` (${selected.length})` : ''}
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
          checkboxSelection={Boolean(onPublishMany) && mayPublish}
          keepNonExistentRowsSelected={false}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          localeText={{ noRowsLabel: TEXT[kind].empty }}
        />
      </Paper>
    </>
  );
}
