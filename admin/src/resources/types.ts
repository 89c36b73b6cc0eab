import type { ReactNode } from 'react';
import type { ResourceProps } from '@refinedev/core';

type ResourceMeta = NonNullable<ResourceProps['meta']>;

export interface ResourceNavMeta extends ResourceMeta {
  /** Navigation label. */
  label: string;
  /** Navigation icon. */
  icon: ReactNode;
  /** API path below /api/v1 when it differs from the resource name, e.g. 'auth/users'. */
  path?: string;
  /** Show the navigation entry to role admin only. */
  adminOnly?: boolean;
}

export interface ResourceRoute {
  path: string;
  element: ReactNode;
}

/**
 * One resource of the admin: what Refine needs (`resource`, whose `list` path is also
 * the navigation target) and the screens it serves under the signed-in layout.
 */
export interface ResourceDefinition {
  resource: ResourceProps & { list: string; meta: ResourceNavMeta };
  routes: ResourceRoute[];
}
