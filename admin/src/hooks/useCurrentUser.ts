import { useGetIdentity } from '@refinedev/core';
import type { User } from '../types/user';

/** The signed-in user from local storage (via the auth provider), and whether they are an admin. */
export function useCurrentUser(): { user: User | undefined; isAdmin: boolean; isLoading: boolean } {
  const { data, isLoading } = useGetIdentity<User | null>();
  const user = data ?? undefined;
  return { user, isAdmin: user?.role === 'admin', isLoading };
}
