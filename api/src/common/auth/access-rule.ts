import { Role } from './role';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ADMIN_ONLY = 'Access denied. Admin privileges required.';
export const READ_ONLY = 'Read-only users cannot change data';

/** What a route's decorators say about who may call it (access.decorators.ts). */
export interface RouteAccess {
  isPublic: boolean;
  roles?: Role[];
  anySignedIn: boolean;
}

/**
 * The one rule for a signed-in caller: why `role` may not call a route with `method`, or null when it may.
 * The guard enforces it, and GET /auth/permissions publishes it, so the admin disables what the server refuses.
 */
export function denialOf(access: RouteAccess, method: string, role: Role): string | null {
  if (access.isPublic) return null;
  if (access.roles && !access.roles.includes(role)) return ADMIN_ONLY;
  if (role === 'readonly' && !access.anySignedIn && !READ_METHODS.has(method.toUpperCase())) return READ_ONLY;
  return null;
}
