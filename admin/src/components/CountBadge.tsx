import Chip from '@mui/material/Chip';
import { abbreviate } from '../format';

export interface CountBadgeProps {
  count: number | null | undefined;
  loading?: boolean;
}

/** A small count chip, e.g. on a tab: '...' while loading, else 1.2K / 3.4M. */
export function CountBadge({ count, loading = false }: CountBadgeProps) {
  const label = loading || count === null || count === undefined ? '...' : abbreviate(count);
  return <Chip label={label} size="small" sx={{ ml: 1, height: 20 }} />;
}
