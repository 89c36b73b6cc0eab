import { useOne } from '@refinedev/core';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { CheckedProduct, FeedScope } from './types';

const PRODUCT_ATTRIBUTES = [
  'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'sale_price', 'sale_price_effective_date',
  'availability', 'condition', 'brand', 'gtin', 'mpn', 'google_product_category', 'google_id',
];

/** Per scope: the record behind it, the attributes Google's rules read (in the order of its details), and where an issue's attribute is shown. */
const SCOPES: Record<FeedScope, { resource: string; path: string; attributes: string[]; aliases: Record<string, string> }> = {
  live: { resource: 'products', path: 'parts/live', attributes: PRODUCT_ATTRIBUTES, aliases: { identifier_exists: 'gtin', id: 'google_id' } },
  draft: { resource: 'products', path: 'parts/draft', attributes: PRODUCT_ATTRIBUTES, aliases: { identifier_exists: 'gtin', id: 'google_id' } },
  current: { resource: 'current-items', path: 'current', attributes: ['id', 'part_number', 'brand', 'availability', 'price'], aliases: {} },
};

interface ProductIssuesDialogProps {
  scope: FeedScope;
  product: CheckedProduct | null;
  onClose: () => void;
}

/** A product's (or current item's) attributes with the failing ones marked and why. */
export function ProductIssuesDialog({ scope, product, onClose }: ProductIssuesDialogProps) {
  const { resource, path, attributes, aliases } = SCOPES[scope];
  const { result } = useOne<Record<string, unknown>>({
    resource,
    id: product?.id ?? 0,
    meta: { path },
    queryOptions: { enabled: product !== null },
  });
  const failing = new Map<string, string[]>();
  for (const issue of product?.issues ?? []) {
    const attribute = aliases[issue.attribute] ?? issue.attribute;
    failing.set(attribute, [...(failing.get(attribute) ?? []), `${issue.severity}: ${issue.message}`]);
  }
  return (
    <Dialog open={product !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {product?.title ? `${product.part_number} — ${product.title}` : product?.part_number}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {attributes.map((attribute) => {
              const problems = failing.get(attribute);
              const value = result?.[attribute];
              return (
                <TableRow key={attribute} data-testid={`attribute-${attribute}`} data-failing={problems ? 'true' : 'false'} sx={problems ? { bgcolor: 'error.50' } : undefined}>
                  <TableCell sx={{ fontWeight: 600, width: 220, color: problems ? 'error.main' : undefined }}>{attribute}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {value === null || value === undefined || value === '' ? 'N/A' : String(value).slice(0, 300)}
                    {problems?.map((problem) => (
                      <Typography key={problem} variant="caption" color="error" component="div">
                        {problem}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
