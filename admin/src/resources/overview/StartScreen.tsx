import { useCustom } from '@refinedev/core';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { formatDateTime } from '../../format';
import { FeedCard } from './FeedCard';
import { LatestImports } from './LatestImports';
import type { Overview } from './types';

/** The nightly run in the zone its schedule is read in (EXPORT_TIMEZONE), and in the browser's when that differs. */
function nightlyText({ nightly }: Overview): string {
  if (!nightly.enabled || !nightly.next_run_at) return 'The nightly export is turned off (EXPORT_NIGHTLY=false).';
  const there = formatDateTime(nightly.next_run_at, undefined, nightly.time_zone);
  const here = formatDateTime(nightly.next_run_at);
  return `Next nightly export: ${there}${here === there ? '' : ` (${here} here)`}, uploaded when SFTP is configured.`;
}

/** The start page (issue #30): when the feeds were last exported and uploaded, when the next run comes, what Google would reject, and what is in each list. */
export function StartScreen() {
  const navigate = useNavigate();
  const { result, query } = useCustom<Overview>({ url: '/overview', method: 'get', queryOptions: { refetchOnMount: 'always' } });
  // Refine answers an empty object until the request succeeds.
  const overview = query.isSuccess ? result.data : null;
  const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));
  const counts = overview?.counts;

  return (
    <>
      <PageHeader title="Start" subtitle="The feed at a glance" />
      {query.isError && <Alert severity="error" sx={{ mb: 2 }}>The overview could not be loaded. Please try again.</Alert>}
      {overview && (
        <Typography variant="body1" sx={{ mb: 2 }} data-testid="nightly">
          {nightlyText(overview)}
        </Typography>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FeedCard
            title="Stock and Price Feed"
            records="current items"
            job={overview?.last_exports.stock ?? null}
            health={overview?.diagnostics.current_items ?? null}
            diagnosticsScope="current"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FeedCard
            title="Product Feed"
            records="live products"
            job={overview?.last_exports.products ?? null}
            health={overview?.diagnostics.live_products ?? null}
            diagnosticsScope="live"
          />
        </Grid>
      </Grid>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {[
          { title: 'Brands', value: counts?.brands, to: '/brands' },
          { title: 'Draft Products', value: counts?.drafts, to: '/products' },
          { title: 'Live Products', value: counts?.live_products, to: '/products' },
          { title: 'Current Items', value: counts?.current_items, to: '/current-items' },
          { title: 'Unmapped Part Types', value: counts?.unmapped_part_types, to: '/categories/mappings' },
        ].map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <StatCard title={card.title} value={count(card.value)} onClick={() => navigate(card.to)} />
          </Grid>
        ))}
      </Grid>
      <LatestImports />
    </>
  );
}
