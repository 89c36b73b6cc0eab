import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CountBadge } from '../../components/CountBadge';
import { FeedDiagnosticsLink } from '../feed-diagnostics/FeedDiagnosticsLink';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../providers/notifications';
import { toApiError } from '../../providers/api-error';
import { ImportProductsDialog } from './ImportProductsDialog';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { productsApi } from './products-api';
import { ProductTable } from './ProductTable';
import type { ProductKind, ProductRow } from './types';

const PRODUCT_TABS: { kind: ProductKind; label: string }[] = [
  { kind: 'draft', label: 'Draft Products' },
  { kind: 'live', label: 'Live Products' },
];

type Totals = Record<ProductKind, number | null>;

/** Products (section 2): Draft Products and Live Products tabs, details, publish and import. */
export function ProductsScreen() {
  const [tab, setTab] = useState<ProductKind>('draft');
  const [totals, setTotals] = useState<Totals>({ draft: null, live: null });
  const [version, setVersion] = useState(0);
  const [details, setDetails] = useState<{ kind: ProductKind; id: number } | null>(null);
  const [importing, setImporting] = useState(false);

  const reloadAll = useCallback(() => setVersion((n) => n + 1), []);
  // The tab not shown still needs its badge: one row is enough to learn its total.
  const loadOtherTotal = useCallback(
    (shown: ProductKind) => {
      const other: ProductKind = shown === 'draft' ? 'live' : 'draft';
      setTotals((current) => ({ ...current, [other]: null }));
      productsApi.list(other, 0, 1, '').then(
        (page) => setTotals((current) => ({ ...current, [other]: page.total })),
        () => setTotals((current) => ({ ...current, [other]: 0 })),
      );
    },
    [],
  );
  const onTotal = useCallback(
    (total: number | null) => {
      setTotals((current) => ({ ...current, [tab]: total }));
      if (total === null) loadOtherTotal(tab);
    },
    [tab, loadOtherTotal],
  );

  const publish = useCallback(
    async (id: number) => {
      try {
        await productsApi.publish(id);
        notify.success('Product published successfully');
        setDetails(null);
        reloadAll();
      } catch (failure) {
        notify.error('Failed to publish product', { description: toApiError(failure).message });
      }
    },
    [reloadAll],
  );
  const view = useCallback((row: ProductRow) => setDetails({ kind: tab, id: row.id }), [tab]);
  const publishRow = useCallback((row: ProductRow) => void publish(row.id), [publish]);
  const closeDetails = useCallback(() => setDetails(null), []);

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
        version={version}
        onTotal={onTotal}
        onView={view}
        onPublish={publishRow}
        onImport={tab === 'draft' ? () => setImporting(true) : undefined}
      />
      <ProductDetailsDialog target={details} onClose={closeDetails} onPublish={(id) => void publish(id)} />
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} onImported={reloadAll} />
    </>
  );
}
