import Chip from '@mui/material/Chip';
import type { Role } from '../../types/user';

const COLORS: Record<Role, 'error' | 'primary' | 'default'> = {
  admin: 'error',
  user: 'primary',
  readonly: 'default',
};

export function RoleChip({ role }: { role: Role }) {
  return <Chip size="small" label={role.toUpperCase()} color={COLORS[role] ?? 'default'} />;
}
