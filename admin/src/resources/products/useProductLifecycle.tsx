import { useState, type ReactNode } from 'react';
import { useCustomMutation, useDelete, useInvalidate } from '@refinedev/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureToast, successToast, useNotify } from '../../providers/notifications';
import { PRODUCTS, type BulkPublishResult, type ProductRow } from './types';

/** What a product action needs to know of its product: a list row or the details dialog's product. */
export type ProductRef = Pick<ProductRow, 'id' | 'part_number' | 'draft_id' | 'live_id' | 'live_product_id' | 'is_live'>;

interface Pending {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  color: 'primary' | 'error' | 'warning';
  run: (done: () => void) => void;
}

const plural = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;


/**
 * Publish, bulk publish, unpublish and delete, as the Products screen offers them, through Refine's mutations
 * (which read the product lists again). Every action on a live product is confirmed first and says what
 * leaves or changes in the feed; a bulk publish ends with the list of drafts refused and why.
 */
export function useProductLifecycle() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [report, setReport] = useState<BulkPublishResult | null>(null);
  const { mutate: post, mutation: posting } = useCustomMutation<BulkPublishResult>();
  const { mutate: remove, mutation: removing } = useDelete();
  const invalidate = useInvalidate();
  const notify = useNotify();
  // The other tab's list is read again at once too (not only when shown), so switching to it never shows a row as it was.
  const refreshLists = () => void invalidate({ resource: PRODUCTS, invalidates: ['list'], invalidationFilters: { type: 'all', refetchType: 'all' } });

  const confirmFirst = (action: Pending, needed: boolean) => (needed ? setPending(action) : action.run(() => undefined));

  const publishOne = (product: ProductRef, onPublished?: () => void) =>
    confirmFirst(
      {
        title: 'Publish again',
        message: `${product.part_number} is live as ${product.live_id}: publishing again replaces what the product feed shows with this draft's values.`,
        confirmLabel: 'Publish',
        color: 'primary',
        run: (done) =>
          post(
            { url: `/parts/${product.id}/publish`, method: 'post', values: {}, successNotification: successToast('Product published successfully'), errorNotification: failureToast('Failed to publish product') },
            { onSuccess: () => { onPublished?.(); refreshLists(); }, onSettled: done },
          ),
      },
      Boolean(product.live_id),
    );

  const publishMany = (rows: ProductRef[], onPublished?: () => void) => {
    const live = rows.filter((row) => row.live_id).length;
    confirmFirst(
      {
        title: 'Publish selected drafts',
        message: `${plural(live, 'selected draft')} ${live === 1 ? 'is' : 'are'} live: publishing again replaces what the product feed shows with the drafts' values. Drafts with feed errors are not published.`,
        confirmLabel: `Publish ${rows.length}`,
        color: 'primary',
        run: (done) =>
          post(
            {
              url: '/parts/publish',
              method: 'post',
              values: { ids: rows.map((row) => row.id) },
              // Refused drafts are listed in the report dialog; an amber toast counts them.
              successNotification: (answer) => (answer!.data.refused.length ? false : successToast(`${plural(answer!.data.published, 'product')} published`)),
              errorNotification: failureToast('Failed to publish products'),
            },
            {
              onSuccess: ({ data }) => {
                if (data.refused.length) {
                  notify.warning(`${plural(data.published, 'product')} published, ${data.refused.length} refused`);
                  setReport(data);
                }
                onPublished?.();
                refreshLists();
              },
              onSettled: done,
            },
          ),
      },
      live > 0,
    );
  };

  const unpublish = (product: ProductRef, onDone?: () => void) => {
    const liveProductId = product.live_product_id ?? (product.is_live && !product.draft_id ? product.id : null);
    if (liveProductId === null) return;
    setPending({
      title: 'Unpublish product',
      message: `${product.part_number} (${product.live_id}) leaves the live list and the product feed. Its draft stays in Draft Products and can be published again.`,
      confirmLabel: 'Unpublish',
      color: 'warning',
      run: (done) =>
        post(
          {
            url: `/parts/live/${liveProductId}/unpublish`,
            method: 'post',
            values: {},
            successNotification: successToast(`${product.part_number} unpublished: it left the product feed`),
            errorNotification: failureToast('Failed to unpublish product'),
          },
          { onSuccess: () => { onDone?.(); refreshLists(); }, onSettled: done },
        ),
    });
  };

  const deleteDraft = (product: ProductRef, onDone?: () => void) =>
    setPending({
      title: 'Delete draft',
      message: `Are you sure you want to delete draft ${product.draft_id} (${product.part_number})? This action cannot be undone.`,
      confirmLabel: 'Delete',
      color: 'error',
      run: (done) =>
        remove(
          {
            resource: PRODUCTS,
            id: product.id,
            meta: { path: 'parts/draft' },
            successNotification: successToast(`Draft ${product.part_number} deleted`),
            errorNotification: failureToast('Failed to delete draft'),
          },
          { onSuccess: () => onDone?.(), onSettled: done },
        ),
    });

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirmLabel}
        confirmColor={pending?.color}
        busy={posting.isPending || removing.isPending}
        onConfirm={() => pending?.run(() => setPending(null))}
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
