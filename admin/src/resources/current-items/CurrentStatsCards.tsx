import Grid from '@mui/material/Grid2';
import CategoryIcon from '@mui/icons-material/Category';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { StatCard } from '../../components/StatCard';
import type { CurrentStats } from './types';

/** Reads a figure under either of its names; a missing figure (or a failed stats call) shows 0. */
function pick(...values: Array<number | undefined>): number {
  return values.find((value) => typeof value === 'number') ?? 0;
}

export interface CurrentStatsCardsProps {
  stats: CurrentStats;
  isKit?: boolean;
  onToggleType: (isKit: boolean) => void;
}

/** The five cards (Total Items, Single Products, Kits, In Stock, Brands); Single Products and Kits toggle the type filter. */
export function CurrentStatsCards({ stats, isKit, onToggleType }: CurrentStatsCardsProps) {
  const cards = [
    { title: 'Total Items', value: pick(stats.total_items, stats.total_count).toLocaleString('en-US'), icon: <Inventory2Icon color="primary" /> },
    {
      title: 'Single Products',
      value: pick(stats.singles, stats.single_count).toLocaleString('en-US'),
      icon: <CategoryIcon color="action" />,
      onClick: () => onToggleType(false),
      selected: isKit === false,
    },
    {
      title: 'Kits',
      value: pick(stats.kits, stats.kit_count).toLocaleString('en-US'),
      icon: <WidgetsIcon color="secondary" />,
      onClick: () => onToggleType(true),
      selected: isKit === true,
    },
    { title: 'Average Price (USD)', value: `$${pick(stats.avg_price, stats.average_price).toFixed(2)}`, icon: <AttachMoneyIcon color="success" /> },
    {
      title: 'With Brands',
      value: `${Math.round(pick(stats.with_brand_percentage, stats.brand_coverage?.percentage_with_brand))}%`,
      icon: <LabelIcon color="info" />,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 2.4 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
