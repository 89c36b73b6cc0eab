import Grid from '@mui/material/Grid2';
import { StatCard } from '../../components/StatCard';
import type { MappingStats } from './types';

const ZERO: MappingStats = {
  total_part_types: 0,
  mapped: 0,
  unmapped: 0,
  orphaned: 0,
  coverage_percent: 0,
  total_mappings: 0,
  total_categories: 0,
};

export function MappingStatsCards({ stats = ZERO }: { stats?: MappingStats }) {
  const cards = [
    { title: 'Part Types', value: stats.total_part_types },
    { title: 'Mapped', value: stats.mapped },
    { title: 'Unmapped', value: stats.unmapped },
    { title: 'Coverage', value: `${stats.coverage_percent}%` },
    { title: 'Orphaned Mappings', value: stats.orphaned },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 6, md: 'grow' }}>
          <StatCard title={card.title} value={typeof card.value === 'number' ? card.value.toLocaleString('en-US') : card.value} />
        </Grid>
      ))}
    </Grid>
  );
}
