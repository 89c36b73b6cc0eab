import { useCustom } from '@refinedev/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductRuleEffects as Effects } from './types';

/**
 * For the Product Details dialog: the product's values before and after the active feed rules, with the
 * rule that changed each, or that it is left out of the feed.
 */
export function ProductRuleEffects({ kind, id }: { kind: 'draft' | 'live'; id: number }) {
  const { result } = useCustom<Effects>({ url: `/feed-rules/products/${kind}/${id}`, method: 'get', errorNotification: false });
  const effects = result?.data?.attributes ? result.data : undefined;
  if (!effects) return null;
  const changed = effects.attributes.filter((a) => a.rule !== null);
  return (
    <Box component="section" aria-label="Feed rules">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Feed Rules
      </Typography>
      {effects.excluded_by !== null && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
          Left out of the feed by the rule “{effects.excluded_by}”.
        </Typography>
      )}
      {changed.length === 0 ? (
        effects.excluded_by === null && (
          <Typography variant="body2" color="text.secondary">
            No active feed rule changes this product.
          </Typography>
        )
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr 1fr 160px', rowGap: 0.75, columnGap: 2 }}>
          {['Attribute', 'Before', 'After', 'Rule'].map((label) => (
            <Typography key={label} variant="body2" color="text.secondary">
              {label}
            </Typography>
          ))}
          {changed.map((a) => (
            <Box key={a.attribute} sx={{ display: 'contents' }} data-testid="rule-effect">
              <Typography variant="body2">{a.attribute}</Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {a.before || '—'}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {a.after || '—'}
              </Typography>
              <Typography variant="body2">{a.rule}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
