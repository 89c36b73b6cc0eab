import { useEffect, useRef, useState } from 'react';
import { useCustom, useNotification } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { StatCard } from '../../components/StatCard';
import { ListTable } from '../../crud/ListTable';
import { useServerList } from '../../crud/useServerList';
import { downloadFile, saveBlob } from '../../providers/http';
import { serverMessageOr } from '../../providers/api-error';
import { IssueTable } from './IssueTable';
import { ProductIssuesDialog } from './ProductIssuesDialog';
import type { CheckedProduct, DiagnosticsSummary, FeedScope } from './types';

const SCOPES: readonly FeedScope[] = ['live', 'draft', 'current'];

/** The product list's filters, named as the API's query parameters: code is the issue chosen. */
type CheckedFilters = { scope: FeedScope; brand: string; search: string; code?: string };

/** The products behind the issues; the part number opens the product's details, the issues read as their titles. */
const productColumns = (titles: Map<string, string>, onOpen: (product: CheckedProduct) => void): GridColDef<CheckedProduct>[] => [
  {
    field: 'part_number',
    headerName: 'Part Number',
    width: 170,
    renderCell: ({ row }) => (
      <Link component="button" variant="body2" onClick={() => onOpen(row)}>
        {row.part_number}
      </Link>
    ),
  },
  { field: 'brand', headerName: 'Brand', width: 140 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'issues',
    headerName: 'Issues',
    flex: 2,
    minWidth: 260,
    sortable: false,
    valueGetter: (_value, row) => row.issues.map((issue) => titles.get(issue.code) ?? issue.code).join(', '),
  },
];

/**
 * Feed Diagnostics: what Google would make of the live products (or the drafts, or the current items of
 * the stock-and-price feed), of one brand or matching a search: valid, with errors (kept out of the feed) and
 * with warnings; the issues, errors first, each with how to fix it; the products behind an issue, scrolled into
 * view, each opening its details with its failing attributes marked; and a CSV of every issue.
 */
export function FeedDiagnosticsScreen() {
  // ?scope=current (from the Current Items screen) or ?scope=draft opens on that list.
  const [params] = useSearchParams();
  const [opening] = useState<CheckedFilters>(() => ({ scope: SCOPES.find((s) => s === params.get('scope')) ?? 'live', brand: '', search: '' }));
  const list = useServerList<CheckedProduct, CheckedFilters>({
    resource: 'feed-diagnostics',
    path: 'feeds/diagnostics/items',
    pageSizes: [25, 50, 100],
    pageSize: 25,
    filters: opening,
    // As every other failed request: the server's reason.
    loadFailure: (error) => error.message,
  });
  const { scope, brand, search, code } = list.filters;
  const { open: toast } = useNotification();
  const [open, setOpen] = useState<CheckedProduct | null>(null);
  const productsRef = useRef<HTMLDivElement>(null);
  const records = scope === 'current' ? 'Items' : 'Products';
  const narrowing = { ...(brand ? { brand } : {}), ...(search ? { search } : {}) };

  const summary = useCustom<DiagnosticsSummary>({ url: '/feeds/diagnostics', method: 'get', config: { query: { scope, ...narrowing } } });
  // Before the first answer Refine's result holds an empty object.
  const data = summary.result?.data?.issues ? summary.result.data : undefined;
  const titles = new Map((data?.issues ?? []).map((issue) => [issue.code, issue.title]));

  // Choosing an issue brings its products into view: the issue list may fill the screen above them.
  useEffect(() => {
    if (code) productsRef.current?.scrollIntoView({ block: 'start' });
  }, [code]);

  const download = async () => {
    try {
      const file = await downloadFile('/feeds/diagnostics/export', { scope });
      saveBlob(file.blob, file.filename ?? `feed-diagnostics-${scope}.csv`);
    } catch (error) {
      toast?.({ type: 'error', message: serverMessageOr(error, 'Failed to download the issues') });
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
          if (next) list.setFilter({ scope: next, code: undefined });
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="live">Live products</ToggleButton>
        <ToggleButton value="draft">Drafts</ToggleButton>
        <ToggleButton value="current">Current items</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <SearchBox label="Brand" placeholder="Brand" term={brand} onSearch={(next) => list.setFilter({ brand: next })} sx={{ width: 220 }} />
        <SearchBox
          label={`Search ${records.toLowerCase()}`}
          placeholder={scope === 'current' ? 'Id or part number' : 'Part number or title'}
          term={search}
          onSearch={(next) => list.setFilter({ search: next })}
          sx={{ width: 300 }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <StatCard title="Valid" value={data ? data.valid.toLocaleString() : '…'} />
        <StatCard title="With errors" value={data ? data.with_errors.toLocaleString() : '…'} />
        <StatCard title="With warnings" value={data ? data.with_warnings.toLocaleString() : '…'} />
        {data && data.excluded > 0 && <StatCard title="Excluded by feed rules" value={data.excluded.toLocaleString()} />}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          Issues, errors first — click one to list its {records.toLowerCase()}
        </Typography>
        {summary.query.isFetching && !data ? (
          <Typography color="text.secondary">Checking…</Typography>
        ) : data?.issues.length ? (
          <IssueTable
            issues={data.issues}
            records={records}
            selected={code ?? null}
            onSelect={(next) => list.setFilter({ code: next })}
          />
        ) : (
          <Typography color="text.secondary">No issues: every {records === 'Items' ? 'item' : 'product'} meets Google’s rules</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, scrollMarginTop: 72 }} ref={productsRef}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="subtitle1">{records} with issues</Typography>
          {code && <Chip label={`Issue: ${titles.get(code) ?? code}`} onDelete={() => list.setFilter({ code: undefined })} />}
        </Stack>
        <ListTable
          list={list}
          columns={productColumns(titles, setOpen)}
          aria-label={`${records} with issues`}
          emptyText={`No ${records.toLowerCase()} with issues`}
        />
      </Paper>
      <ProductIssuesDialog scope={scope} product={open} onClose={() => setOpen(null)} />
    </>
  );
}
