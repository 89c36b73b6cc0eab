import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { downloadFile, saveBlob } from '../../providers/http';
import { notify } from '../../providers/notifications';
import { serverMessageOr } from '../../providers/api-error';
import { ProductIssuesDialog } from './ProductIssuesDialog';
import type { CheckedProduct, DiagnosticsSummary, FeedScope } from './types';

type IssueRow = DiagnosticsSummary['issues'][number];

const SCOPES: readonly FeedScope[] = ['live', 'draft', 'current'];

const issueColumns = (records: string): GridColDef<IssueRow>[] => [
  { field: 'code', headerName: 'Issue', flex: 1, minWidth: 200 },
  {
    field: 'severity',
    headerName: 'Severity',
    width: 110,
    renderCell: ({ row }) => <Chip size="small" color={row.severity === 'error' ? 'error' : 'warning'} label={row.severity} />,
  },
  { field: 'attribute', headerName: 'Attribute', width: 180 },
  { field: 'count', headerName: records, width: 100, type: 'number' },
  { field: 'message', headerName: 'What Google does', flex: 2, minWidth: 260 },
];

const productColumns: GridColDef<CheckedProduct>[] = [
  { field: 'part_number', headerName: 'Part Number', width: 160 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'issues',
    headerName: 'Issues',
    flex: 2,
    minWidth: 260,
    sortable: false,
    valueGetter: (_value, row) => row.issues.map((issue) => issue.code).join(', '),
  },
];

/**
 * Feed Diagnostics: what Google would make of the live products (or the drafts, or the current items of
 * the stock-and-price feed): valid, with errors (kept out of the feed) and with warnings; the issues by count; the products behind an issue, each
 * opening with its failing attributes marked; and a CSV of every issue.
 */
export function FeedDiagnosticsScreen() {
  // ?scope=current (from the Current Items screen) or ?scope=draft opens on that list.
  const [params] = useSearchParams();
  const [scope, setScope] = useState<FeedScope>(SCOPES.find((s) => s === params.get('scope')) ?? 'live');
  const [code, setCode] = useState<string | null>(null);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState<CheckedProduct | null>(null);
  const records = scope === 'current' ? 'Items' : 'Products';

  const summary = useCustom<DiagnosticsSummary>({ url: '/feeds/diagnostics', method: 'get', config: { query: { scope } } });
  const items = useCustom<{ items: CheckedProduct[]; total: number }>({
    url: '/feeds/diagnostics/items',
    method: 'get',
    config: { query: { scope, skip: paging.page * paging.pageSize, limit: paging.pageSize, ...(code ? { code } : {}) } },
  });
  // Before the first answer Refine's result holds an empty object.
  const data = summary.result?.data?.issues ? summary.result.data : undefined;

  const download = async () => {
    try {
      const file = await downloadFile('/feeds/diagnostics/export', { scope });
      saveBlob(file.blob, file.filename ?? `feed-diagnostics-${scope}.csv`);
    } catch (error) {
      notify.error(serverMessageOr(error, 'Failed to download the issues'));
    }
  };

  return (
    <>
      <PageHeader
        title="Feed Diagnostics"
        subtitle="Which products Google would reject, and why, before anything is sent"
        actions={
          <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
            Download CSV
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scope}
        onChange={(_event, next: FeedScope | null) => {
          if (!next) return;
          setScope(next);
          setCode(null);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="live">Live products</ToggleButton>
        <ToggleButton value="draft">Drafts</ToggleButton>
        <ToggleButton value="current">Current items</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <StatCard title="Valid" value={data ? data.valid.toLocaleString() : '…'} />
        <StatCard title="With errors" value={data ? data.with_errors.toLocaleString() : '…'} />
        <StatCard title="With warnings" value={data ? data.with_warnings.toLocaleString() : '…'} />
        {data && data.excluded > 0 && <StatCard title="Excluded by feed rules" value={data.excluded.toLocaleString()} />}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          Issues by count — click one to list its products
        </Typography>
        <DataGrid
          autoHeight
          rows={data?.issues ?? []}
          columns={issueColumns(records)}
          getRowId={(row) => row.code}
          loading={summary.query.isFetching}
          onRowClick={({ row }) => {
            setCode(row.code);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          hideFooter
          disableColumnMenu
          localeText={{ noRowsLabel: 'No issues: every product meets Google’s rules' }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="subtitle1">{records} with issues</Typography>
          {code && <Chip label={`Issue: ${code}`} onDelete={() => setCode(null)} />}
        </Stack>
        <DataGrid
          autoHeight
          rows={items.result?.data?.items ?? []}
          columns={productColumns}
          loading={items.query.isFetching}
          paginationMode="server"
          rowCount={items.result?.data?.total ?? 0}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[25, 50, 100]}
          onRowClick={({ row }) => setOpen(row)}
          disableColumnMenu
          localeText={{ noRowsLabel: `No ${records.toLowerCase()} with issues` }}
        />
      </Paper>
      <ProductIssuesDialog scope={scope} product={open} onClose={() => setOpen(null)} />
    </>
  );
}
