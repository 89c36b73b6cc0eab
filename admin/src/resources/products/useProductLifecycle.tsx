import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toApiError } from '../../providers/api-error';
import { useNotify } from '../../providers/notifications';
import { productsApi } from './products-api';
import type { BulkPublishResult, ProductRow } from './types';

/** What a product action needs to know of its product: a list row or the details dialog's product. */
export type ProductRef = Pick<ProductRow, 'id' | 'part_number' | 'draft_id' | 'live_id' | 'live_product_id' | 'is_live'>;

interface Pending {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  color: 'primary' | 'error' | 'warning';
  run: () => Promise<void>;
}

const plural = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Publish, bulk publish, unpublish and delete, as the Products screen offers them. Every action on a
 * live product is confirmed first and says what leaves or changes in the feed; a bulk publish ends
 * with the list of drafts refused and why.
 */
export function useProductLifecycle(reload: () => void) {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkPublishResult | null>(null);

  const confirmFirst = (action: Pending, needed: boolean) => (needed ? setPending(action) : void action.run());

  const publishOne = useCallback(
    (product: ProductRef, onPublished?: () => void) => {
      const run = async () => {
        try {
          await productsApi.publish(product.id);
          notify.success('Product published successfully');
          onPublished?.();
          reload();
        } catch (failure) {
          notify.error('Failed to publish product', { description: toApiError(failure).message });
        }
      };
      confirmFirst(
        {
          title: 'Publish again',
          message: `${product.part_number} is live as ${product.live_id}: publishing again replaces what the product feed shows with this draft's values.`,
          confirmLabel: 'Publish',
          color: 'primary',
          run,
        },
        Boolean(product.live_id),
      );
    },
    [reload],
  );

  const publishMany = useCallback(
    (rows: ProductRef[], onPublished?: () => void) => {
      const run = async () => {
        try {
          const result = await productsApi.publishMany(rows.map((row) => row.id));
          const text = `${plural(result.published, 'product')} published`;
          if (result.refused.length) {
            notify.warning(`${text}, ${result.refused.length} refused`);
            setReport(result);
          } else notify.success(text);
          onPublished?.();
          reload();
        } catch (failure) {
          notify.error('Failed to publish products', { description: toApiError(failure).message });
        }
      };
      const live = rows.filter((row) => row.live_id).length;
      confirmFirst(
        {
          title: 'Publish selected drafts',
          message: `${plural(live, 'selected draft')} ${live === 1 ? 'is' : 'are'} live: publishing again replaces what the product feed shows with the drafts' values. Drafts with feed errors are not published.`,
          confirmLabel: `Publish ${rows.length}`,
          color: 'primary',
          run,
        },
        live > 0,
      );
    },
    [reload],
  );

  const unpublish = useCallback(
    (product: ProductRef, onDone?: () => void) => {
      const liveProductId = product.live_product_id ?? (product.is_live && !product.draft_id ? product.id : null);
      if (liveProductId === null) return;
      setPending({
        title: 'Unpublish product',
        message: `${product.part_number} (${product.live_id}) leaves the live list and the product feed. Its draft stays in Draft Products and can be published again.`,
        confirmLabel: 'Unpublish',
        color: 'warning',
        run: async () => {
          try {
            await productsApi.unpublish(liveProductId);
            notify.success(`${product.part_number} unpublished: it left the product feed`);
            onDone?.();
            reload();
          } catch (failure) {
            notify.error('Failed to unpublish product', { description: toApiError(failure).message });
          }
        },
      });
    },
    [reload],
  );

  const deleteDraft = useCallback(
    (product: ProductRef, onDone?: () => void) => {
      setPending({
        title: 'Delete draft',
        message: `Are you sure you want to delete draft ${product.draft_id} (${product.part_number})? This action cannot be undone.`,
        confirmLabel: 'Delete',
        color: 'error',
        run: async () => {
          try {
            await productsApi.deleteDraft(product.id);
            notify.success(`Draft ${product.part_number} deleted`);
            onDone?.();
            reload();
          } catch (failure) {
            notify.error('Failed to delete draft', { description: toApiError(failure).message });
          }
        },
      });
    },
    [reload],
  );

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    await pending.run();
    setBusy(false);
    setPending(null);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirmLabel}
        confirmColor={pending?.color}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
      <Dialog open={report !== null} onClose={() => setReport(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Publish result</DialogTitle>
        <DialogContent>
          {report && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {plural(report.published, 'product')} published. {plural(report.refused.length, 'draft')} refused because of feed errors:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 300, overflow: 'auto' }} aria-label="Refused drafts">
                {report.refused.map((refusal) => (
                  <li key={refusal.id}>
                    <Typography variant="body2">
                      <strong>{refusal.part_number}</strong>: {refusal.issues.map((issue) => issue.message).join('; ')}
                    </Typography>
                  </li>
                ))}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReport(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );

  return { publishOne, publishMany, unpublish, deleteDraft, dialogs };
}
