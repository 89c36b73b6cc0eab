import { useMemo, useState } from 'react';
import { useCreate, useCustom, useCustomMutation, useDelete, useInvalidate, useUpdate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { ListTable } from '../../crud/ListTable';
import { useServerList } from '../../crud/useServerList';
import { serverMessageOr } from '../../providers/api-error';
import { errorToast, failureToast, successToast } from '../../providers/notifications';
import { BulkSuggestDialog } from './BulkSuggestDialog';
import { CategoryPickerDialog } from './CategoryPickerDialog';
import { MappingStatsCards } from './MappingStatsCards';
import { MappingUploadDialog } from './MappingUploadDialog';
import type { Analysis, AppliedMappings, Category, MappingStats, PartType, Suggestion } from './types';
import { Permitted, usePermission } from '../../components/Permitted';
import { selectedRows } from '../../components/grid-selection';

// Category paths are long: cells wrap and rows grow instead of cutting off the leaf.
const WRAP = { whiteSpace: 'normal', py: 1, lineHeight: 1.4 } as const;

const percent = (confidence: number | null) => (confidence === null ? '' : `${Math.round(confidence * 100)}%`);

/** Part types with their categories: unmapped first, each with the engine's suggestion to accept. */
export function MappingList() {
  const navigate = useNavigate();
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  // Rows are selected only to accept their suggestions: a user who may not gets no checkboxes.
  const { allowed: mayAccept } = usePermission({ resource: 'categories/apply-ai-mappings', action: 'post' });
  const [editing, setEditing] = useState<PartType | null>(null);
  const [deleting, setDeleting] = useState<PartType | null>(null);
  const [bulk, setBulk] = useState(false);
  const [uploading, setUploading] = useState(false);
  const invalidate = useInvalidate();
  const { mutate: applySuggestions, mutation: applying } = useCustomMutation<AppliedMappings>();
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const { mutate: deleteMapping, mutation: removing } = useDelete();
  const busy = applying.isPending || creating.isPending || updating.isPending || removing.isPending;

  // A failed stats call quietly shows no figures.
  const stats = useCustom<MappingStats>({ url: '/categories/mapping-stats', method: 'get', errorNotification: false });
  // The page of part types through the list kit, then the engine's suggestions for its unmapped ones; each request keyed by its inputs.
  const loadFailure = (error?: unknown) => serverMessageOr(error, 'Failed to load part types');
  const list = useServerList<PartType, { search: string }>({
    resource: 'part-types',
    path: 'categories/part-types',
    pageSizes: [25, 50, 100],
    pageSize: 100,
    filters: { search: '' },
    loadFailure,
  });
  const rows = list.gridProps.rows;
  const unmapped = rows.filter((p) => p.mapping_id === null).map((p) => p.part_type);
  const analyses = useCustom<{ results: Analysis[] }>({
    url: '/categories/ai-analyze-part-types',
    method: 'post',
    config: { payload: { part_types: unmapped } },
    queryOptions: { enabled: unmapped.length > 0 && !list.fetching },
    errorNotification: (error) => errorToast(loadFailure(error)),
  });
  const byType = useMemo(() => new Map<string, Analysis>((analyses.result?.data?.results ?? []).map((a) => [a.part_type, a])), [analyses.result]);
  const suggestionOf = (row: PartType): Suggestion | null => byType.get(row.part_type)?.best ?? null;

  // A mapping changes the stats, the page and its suggestions: every figure of the screen is read again.
  const refresh = () => {
    void invalidate({ invalidates: ['all'] });
    setSelection({ type: 'include', ids: new Set() });
  };

  const accept = (accepted: PartType[]) =>
    applySuggestions(
      {
        url: '/categories/apply-ai-mappings',
        method: 'post',
        values: { mappings: accepted.map((r) => ({ part_type: r.part_type, suggested_category: suggestionOf(r)!.category_id, confidence: suggestionOf(r)!.confidence })) },
        successNotification: (result) => successToast(result?.data.applied === 1 ? `Mapped '${accepted[0].part_type}'` : (result?.data.message ?? '')),
        errorNotification: failureToast('Failed to apply suggestions'),
      },
      { onSuccess: refresh },
    );

  const save = (row: PartType, category: Category) => {
    const written = {
      successNotification: successToast(`Mapped '${row.part_type}' to ${category.name}`),
      errorNotification: failureToast('Failed to save mapping'),
      meta: { path: 'categories/mappings' },
    };
    const done = {
      onSuccess: () => {
        setEditing(null);
        refresh();
      },
    };
    if (row.mapping_id !== null) {
      update({ resource: 'mappings', id: row.mapping_id, values: { category_id: category.category_id, confidence: null, source: 'manual' }, ...written }, done);
    } else create({ resource: 'mappings', values: { part_type: row.part_type, category_id: category.category_id }, ...written }, done);
  };

  const remove = (row: PartType) =>
    deleteMapping(
      {
        resource: 'mappings',
        id: row.mapping_id!,
        meta: { path: 'categories/mappings' },
        successNotification: successToast(`Mapping of '${row.part_type}' deleted`),
        errorNotification: failureToast('Failed to delete mapping'),
      },
      {
        onSuccess: () => {
          setDeleting(null);
          refresh();
        },
      },
    );

  const selected = selectedRows(rows, selection, (row) => row.part_type);
  const columns = useMemo<GridColDef<PartType>[]>(
    () => [
      { field: 'part_type', headerName: 'Part Type', flex: 1, minWidth: 180, sortable: false },
      { field: 'usage_count', headerName: 'Uses', width: 80, type: 'number', sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => {
          if (row.orphaned) return <Chip size="small" color="warning" label="Orphaned" />;
          if (row.mapping_id !== null) return <Chip size="small" color="success" variant="outlined" label="Mapped" />;
          return <Chip size="small" label="Unmapped" />;
        },
      },
      {
        field: 'category',
        headerName: 'Category',
        flex: 2,
        minWidth: 320,
        sortable: false,
        renderCell: ({ row }) => {
          if (row.mapping_id !== null) {
            return <Box sx={WRAP}>{row.full_path ?? `Category ${row.category_id} is no longer in the taxonomy`}</Box>;
          }
          const suggestion = suggestionOf(row);
          if (suggestion) {
            return (
              <Box sx={WRAP}>
                <Typography component="span" variant="caption" color="primary" sx={{ mr: 1, fontWeight: 600 }}>
                  Suggested
                </Typography>
                {suggestion.full_path}
                <Typography variant="caption" color="text.secondary" component="div" data-testid={`matched-${row.part_type}`}>
                  {suggestion.matched.join(' · ')}
                </Typography>
              </Box>
            );
          }
          return (
            <Typography component="span" variant="body2" color="text.secondary">
              No suggestion{byType.get(row.part_type)?.reason ? ` (${byType.get(row.part_type)?.reason})` : ''}
            </Typography>
          );
        },
      },
      {
        field: 'confidence',
        headerName: 'Confidence',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => (row.mapping_id !== null ? row.confidence : (suggestionOf(row)?.confidence ?? null)),
        valueFormatter: (value: number | null) => percent(value),
      },
    ],
    // The suggestions are read through `byType`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [byType],
  );
  // accept() only reads its argument, the suggestions and stable setters, so the actions depend on them and `busy`.
  const rowActions = useMemo(
    () => ({
      width: 150,
      render: (row: PartType) => (
      <Stack direction="row">
        {row.mapping_id === null && suggestionOf(row) && (
          <Permitted resource="categories/apply-ai-mappings" action="post" title="Accept suggestion">
            <IconButton aria-label={`Accept suggestion for ${row.part_type}`} disabled={busy} onClick={() => accept([row])}>
              <CheckIcon color="success" />
            </IconButton>
          </Permitted>
        )}
        <Permitted resource="categories/mappings" action="post" title={row.mapping_id === null ? 'Choose category' : 'Change category'}>
          <IconButton aria-label={`Change category of ${row.part_type}`} disabled={busy} onClick={() => setEditing(row)}>
            <EditIcon />
          </IconButton>
        </Permitted>
        {row.mapping_id !== null && (
          <Permitted resource="categories/mappings/:id" action="delete" title="Delete mapping">
            <IconButton aria-label={`Delete mapping of ${row.part_type}`} disabled={busy} onClick={() => setDeleting(row)}>
              <DeleteIcon />
            </IconButton>
          </Permitted>
        )}
      </Stack>
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busy, byType],
  );

  const editingInitial = useMemo<Category | null>(() => {
    if (!editing) return null;
    if (editing.mapping_id !== null && editing.full_path) {
      return { category_id: editing.category_id!, name: editing.category_name ?? '', full_path: editing.full_path };
    }
    return suggestionOf(editing);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, byType]);

  return (
    <>
      <PageHeader
        title="Part-Type Mappings"
        subtitle="Link each part type to a Google product category; suggestions come from the loaded taxonomy"
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/categories')}>
              Categories
            </Button>
            <Button startIcon={<RefreshIcon />} onClick={refresh}>
              Refresh
            </Button>
            <Permitted resource="categories/upload-mappings" action="post">
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
                Upload Mappings
              </Button>
            </Permitted>
          </>
        }
      />
      <MappingStatsCards stats={stats.result?.data?.total_part_types === undefined ? undefined : stats.result.data} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <SearchBox
          label="Search part types"
          placeholder="Search part types..."
          term={list.filters.search}
          onSearch={(term) => list.setFilter({ search: term })}
          sx={{ flexGrow: 1 }}
        />
        <Permitted resource="categories/apply-ai-mappings" action="post">
          <Button variant="outlined" startIcon={<AutoFixHighIcon />} disabled={busy} onClick={() => setBulk(true)}>
            Suggest All Unmapped
          </Button>
        </Permitted>
        <Permitted resource="categories/apply-ai-mappings" action="post">
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            disabled={busy || selected.length === 0}
            onClick={() => accept(selected)}
          >
            Accept Selected ({selected.length})
          </Button>
        </Permitted>
      </Stack>
      <ListTable
        list={list}
        columns={columns}
        rowActions={rowActions}
        getRowId={(row) => row.part_type}
        getRowHeight={() => 'auto'}
        loading={list.fetching || analyses.query.isFetching}
        checkboxSelection={mayAccept}
        isRowSelectable={({ row }) => row.mapping_id === null && suggestionOf(row) !== null}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        emptyText={list.filters.search ? 'No part types found' : 'No part types yet. Import parts or products with a part type first.'}
      />
      <CategoryPickerDialog
        partType={editing?.part_type ?? null}
        initial={editingInitial}
        busy={busy}
        onSave={(category) => editing && save(editing, category)}
        onClose={() => setEditing(null)}
      />
      <BulkSuggestDialog open={bulk} onClose={() => setBulk(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Mapping"
        message={`Are you sure you want to delete the mapping of '${deleting?.part_type}'? It becomes unmapped again.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
      <MappingUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
