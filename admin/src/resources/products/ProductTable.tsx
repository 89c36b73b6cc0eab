import { useMemo, useState, type ReactElement } from 'react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
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
import { ListTable } from '../../crud/ListTable';
import { useServerList } from '../../crud/useServerList';
import { formatDate, formatMoney } from '../../format';
import { PRODUCTS, type ProductKind, type ProductRow } from './types';
import { Permitted, usePermission } from '../../components/Permitted';
import { selectedRows } from '../../components/grid-selection';

// Products page sizes.
const PAGE_SIZES = [25, 50, 100, 250];
const DEFAULT_PAGE_SIZE = 50;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const NO_SEARCH = { search: '' };

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

function columns(kind: ProductKind): GridColDef<ProductRow>[] {
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
  return [...shared, ...dates];
}

/** A row's buttons: details for every row; publish and delete on drafts, unpublish on live products. */
function rowActions(kind: ProductKind, { onView, onPublish, onUnpublish, onDelete }: RowActions) {
  return {
    width: kind === 'draft' ? 130 : 100,
    render: (row: ProductRow) => (
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
}

export interface ProductTableProps {
  kind: ProductKind;
  actions: RowActions;
  /** Drafts only: publishes the selected rows, then `clear` empties the selection. */
  onPublishMany?: (rows: ProductRow[], clear: () => void) => void;
  onImport?: () => void;
}

/** One tab of the Products screen: search as you type, server-side paging; drafts can be selected for a bulk publish. */
export function ProductTable({ kind, actions, onPublishMany, onImport }: ProductTableProps) {
  const list = useServerList<ProductRow, typeof NO_SEARCH>({
    resource: PRODUCTS,
    path: `parts/${kind}`,
    pageSizes: PAGE_SIZES,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: NO_SEARCH,
    loadFailure: () => TEXT[kind].failed,
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const selected = selectedRows(list.gridProps.rows, selection, (row) => row.id);
  // Rows are selected only to publish them: a user who may not publish gets no checkboxes.
  const { allowed: mayPublish } = usePermission({ resource: 'parts/publish', action: 'post' });
  const cols = useMemo(() => columns(kind), [kind]);
  const buttons = useMemo(() => rowActions(kind, actions), [kind, actions]);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox
          label={`Search ${kind} products`}
          placeholder="Search by part number, title or brand..."
          term={list.filters.search}
          onSearch={(search) => list.setFilter({ search })}
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
        <Button startIcon={<RefreshIcon />} onClick={list.reload} disabled={list.fetching}>
          Refresh
        </Button>
      </Stack>
      <Paper variant="outlined">
        <ListTable
          list={list}
          columns={cols}
          rowActions={buttons}
          emptyText={TEXT[kind].empty}
          disableColumnSorting
          checkboxSelection={Boolean(onPublishMany) && mayPublish}
          keepNonExistentRowsSelected={false}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Paper>
    </>
  );
}
