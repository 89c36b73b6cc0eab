import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useCurrentUser } from '../hooks/useCurrentUser';

export const ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';

/** Shows its content only to role admin (only admins manage users and settings); others get the access-denied notice. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return isAdmin ? <>{children}</> : <Alert severity="error">{ACCESS_DENIED_MESSAGE}</Alert>;
}
