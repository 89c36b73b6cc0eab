import { useCallback, useMemo, useState } from 'react';
import { useList } from '@refinedev/core';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CountBadge } from '../../components/CountBadge';
import { FeedDiagnosticsLink } from '../feed-diagnostics/FeedDiagnosticsLink';
import { PageHeader } from '../../components/PageHeader';
import { ImportProductsDialog } from './ImportProductsDialog';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { ProductTable, type RowActions } from './ProductTable';
import { useProductLifecycle } from './useProductLifecycle';
import { PRODUCTS, type ProductKind, type ProductRow } from './types';

const PRODUCT_TABS: { kind: ProductKind; label: string }[] = [
  { kind: 'draft', label: 'Draft Products' },
  { kind: 'live', label: 'Live Products' },
];

/** A tab's badge: the list's whole total (one row read), whatever the tab's search shows. */
function useTabTotal(kind: ProductKind): number | null {
  const { result, query } = useList<ProductRow>({
    resource: PRODUCTS,
    pagination: { currentPage: 1, pageSize: 1 },
    meta: { path: `parts/${kind}`, skipErrorToast: true },
    errorNotification: false,
  });
  if (query.isFetching) return null;
  return query.isError ? 0 : (result.total ?? 0);
}

/** Products: Draft Products and Live Products tabs, details, publish, unpublish, delete and import. */
export function ProductsScreen() {
  const [tab, setTab] = useState<ProductKind>('draft');
  const [details, setDetails] = useState<{ kind: ProductKind; id: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const totals: Record<ProductKind, number | null> = { draft: useTabTotal('draft'), live: useTabTotal('live') };

  const closeDetails = useCallback(() => setDetails(null), []);
  const lifecycle = useProductLifecycle();
  const actions = useMemo<RowActions>(
    () => ({
      onView: (row: ProductRow) => setDetails({ kind: tab, id: row.id }),
      onPublish: (row: ProductRow) => lifecycle.publishOne(row),
      onUnpublish: (row: ProductRow) => lifecycle.unpublish(row),
      onDelete: (row: ProductRow) => lifecycle.deleteDraft(row),
    }),
    [tab, lifecycle],
  );

  return (
    <>
      <PageHeader
        title="Products"
        subtitle="Manage your product inventory"
        actions={<FeedDiagnosticsLink />}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, value: ProductKind) => setTab(value)}>
          {PRODUCT_TABS.map(({ kind, label }) => (
            <Tab
              key={kind}
              value={kind}
              label={
                <span>
                  {label}
                  <CountBadge count={totals[kind]} />
                </span>
              }
            />
          ))}
        </Tabs>
      </Box>
      <ProductTable
        key={tab}
        kind={tab}
        actions={actions}
        onPublishMany={tab === 'draft' ? (rows, clear) => lifecycle.publishMany(rows, clear) : undefined}
        onImport={tab === 'draft' ? () => setImporting(true) : undefined}
      />
      <ProductDetailsDialog
        target={details}
        onClose={closeDetails}
        onPublish={(product) => lifecycle.publishOne(product, closeDetails)}
        onUnpublish={(product) => lifecycle.unpublish(product, closeDetails)}
      />
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} />
      {lifecycle.dialogs}
    </>
  );
}
