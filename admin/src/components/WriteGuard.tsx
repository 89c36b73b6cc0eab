import type { ReactElement } from 'react';
import { useCan } from '@refinedev/core';
import Tooltip from '@mui/material/Tooltip';

export interface WriteGuardProps {
  /** The API path below /api/v1, e.g. 'parts/publish'. */
  resource: string;
  /** The HTTP method, lower case: 'post', 'put', 'delete'. */
  action: string;
  /** Renders the control, disabled when the signed-in user may not do this (readonly). */
  children: (denied: boolean) => ReactElement;
}

/**
 * A write control the signed-in user may not use is disabled, with the reason as its tooltip
 * (Refine's access control answers; the server refuses the call anyway).
 */
export function WriteGuard({ resource, action, children }: WriteGuardProps) {
  const { data } = useCan({ resource, action });
  const denied = data?.can === false;
  if (!denied) return children(false);
  return (
    <Tooltip title={data?.reason ?? 'Your role may not do this'}>
      <span>{children(true)}</span>
    </Tooltip>
  );
}
