import { useEffect, type ReactNode } from 'react';
import { useOne } from '@refinedev/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney, orMissing } from '../../format';
import { Permitted } from '../../components/Permitted';
import { DraftIssues } from './DraftIssues';
import { PRODUCTS, type DraftDetail, type ProductDetail, type ProductIssue, type ProductKind } from './types';
import { ProductRuleEffects } from '../feed-rules/ProductRuleEffects';

type Field = [label: string, value: (p: ProductDetail) => string];

const SECTIONS: Array<[title: string, fields: Field[]]> = [
  [
    'Main Shopping Fields',
    [
      ['System ID', (p) => orMissing(p.draft_id ?? p.live_id ?? p.id)],
      ['Google ID', (p) => orMissing(p.google_id)],
      ['Title', (p) => orMissing(p.title)],
      ['Description', (p) => orMissing(p.description)],
      ['Product Link', (p) => orMissing(p.link)],
      ['Image URL', (p) => orMissing(p.image_link)],
      ['Price', (p) => formatMoney(p.price)],
      ['Availability', (p) => orMissing(p.availability)],
      ['Condition', (p) => orMissing(p.condition)],
      ['Brand', (p) => orMissing(p.brand)],
      ['GTIN', (p) => orMissing(p.gtin)],
      ['MPN', (p) => orMissing(p.mpn)],
    ],
  ],
  [
    'Additional Fields',
    [
      ['Google Product Category', (p) => orMissing(p.google_product_category)],
      ['Product Type', (p) => orMissing(p.product_type)],
      ['Additional Images', (p) => orMissing(p.additional_image_link)],
      ['Sale Price', (p) => formatMoney(p.sale_price)],
      ['Sale Period', (p) => orMissing(p.sale_price_effective_date)],
      ['Shipping Weight', (p) => orMissing(p.shipping_weight)],
      ['Material', (p) => orMissing(p.material)],
    ],
  ],
  [
    'Vehicle Information',
    [
      ['Make', (p) => orMissing(p.vehicle_make)],
      ['Model', (p) => orMissing(p.vehicle_model)],
      ['Year', (p) => orMissing(p.vehicle_year)],
    ],
  ],
  [
    'Custom Labels',
    ([0, 1, 2, 3, 4] as const).map((n): Field => [`Custom Label ${n}`, (p) => orMissing(p[`custom_label_${n}`])]),
  ],
  [
    'Timestamps',
    [
      ['Created', (p) => formatDateTime(p.created_at)],
      ['Updated', (p) => formatDateTime(p.updated_at)],
    ],
  ],
];

const hasErrors = (issues: ProductIssue[] | undefined) => Boolean(issues?.some((issue) => issue.severity === 'error'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '200px 1fr', rowGap: 0.75, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

export interface ProductDetailsDialogProps {
  target: { kind: ProductKind; id: number } | null;
  onClose: () => void;
  /** Offered for drafts without feed errors: publishes (confirmed first when the draft is live). */
  onPublish?: (product: ProductDetail) => void;
  /** Offered for live products and published drafts: unpublishes, after a confirmation. */
  onUnpublish?: (product: ProductDetail) => void;
}

/** Product Details: every field by section, 'N/A' for missing values. */
export function ProductDetailsDialog({ target, onClose, onPublish, onUnpublish }: ProductDetailsDialogProps) {
  // Refine keys the request by list and id: an answer for a product no longer shown is never displayed.
  const { result, query } = useOne<ProductDetail & Partial<Pick<DraftDetail, 'issues'>>>({
    resource: PRODUCTS,
    id: target?.id ?? 0,
    meta: { path: `parts/${target?.kind ?? 'draft'}`, skipErrorToast: true },
    queryOptions: { enabled: target !== null },
    errorNotification: { message: 'Failed to load product details', type: 'error' },
  });
  const product = target && !query.isFetching ? (result ?? null) : null;

  useEffect(() => {
    if (target && query.isError) onClose();
  }, [target, query.isError, onClose]);

  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="product-details-title">
      <DialogTitle id="product-details-title">
        {product ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{product.part_number}</span>
            <Chip size="small" label={product.is_kit ? 'Kit' : 'Single'} color={product.is_kit ? 'secondary' : 'default'} />
            {product.is_live && <Chip size="small" label="Live" color="success" />}
          </Stack>
        ) : (
          'Product Details'
        )}
      </DialogTitle>
      <DialogContent dividers>
        {!product ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading product details" />
          </Box>
        ) : (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {product.issues && <DraftIssues issues={product.issues} />}
            {SECTIONS.map(([title, fields]) => (
              <Section key={title} title={title}>
                {fields.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                      {value(product)}
                    </Typography>
                  </Box>
                ))}
              </Section>
            ))}
            {target && <ProductRuleEffects kind={target.kind} id={target.id} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {onUnpublish && product && (target?.kind === 'live' || product.live_id) && (
          <Permitted resource="parts/live/:id/unpublish" action="post">
            <Button color="warning" onClick={() => onUnpublish(product)}>
              Unpublish
            </Button>
          </Permitted>
        )}
        {target?.kind === 'draft' && onPublish && product && (
          <Permitted resource="parts/:id/publish" action="post">
            <Button variant="contained" disabled={hasErrors(product.issues)} onClick={() => onPublish(product)}>
              Publish
            </Button>
          </Permitted>
        )}
      </DialogActions>
    </Dialog>
  );
}
