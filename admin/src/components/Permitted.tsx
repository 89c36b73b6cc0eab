import { cloneElement, type ReactElement } from 'react';
import { useCan } from '@refinedev/core';
import Tooltip from '@mui/material/Tooltip';
import { readUser } from '../providers/session';

export interface PermissionQuestion {
  /** The API path below /api/v1, as the route names it ('parts/:id/publish') or concrete ('brands'). */
  resource: string;
  /** The HTTP method, lowercase. */
  action: string;
}

/** Whether the signed-in user may make this call, and why not (the server's words); not yet while the answer loads. */
export function usePermission({ resource, action }: PermissionQuestion): { allowed: boolean; known: boolean; reason?: string } {
  // The signed-in user is part of the cached answer's key: after a sign-out, the next user is asked afresh.
  const { data } = useCan({ resource, action, params: { user: readUser()?.id } });
  return { allowed: data?.can === true, known: data !== undefined, reason: data?.reason };
}

interface PermittedProps extends PermissionQuestion {
  /** The control, which gets `disabled` when the server would refuse the call. */
  children: ReactElement<{ disabled?: boolean }>;
  /** The control's own tooltip while it is allowed (an icon's name). */
  title?: string;
}

/**
 * A write control the server would refuse this user: shown disabled, with a tooltip saying why.
 * `<Permitted resource="brands" action="post"><Button>Add Brand</Button></Permitted>`
 */
export function Permitted({ children, title, ...question }: PermittedProps) {
  const { allowed, known, reason } = usePermission(question);
  if (allowed) return title ? <Tooltip title={title}>{children.props.disabled ? hoverable(children) : children}</Tooltip> : children;
  if (!known) return cloneElement(children, { disabled: true });
  return <Tooltip title={reason ?? 'Not allowed'}>{hoverable(cloneElement(children, { disabled: true }))}</Tooltip>;
}

/** A disabled control gets no pointer events, so its tooltip (which says why) needs a wrapper to hover. */
function hoverable(control: ReactElement) {
  return <span style={{ display: 'inline-flex' }}>{control}</span>;
}
