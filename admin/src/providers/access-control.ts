import type { AccessControlProvider, CanParams } from '@refinedev/core';
import type { components } from '../types/api-contract';
import { http } from './http';
import { readToken } from './session';

type Permissions = components['schemas']['PermissionsView'];
type RoutePermission = components['schemas']['RoutePermissionView'];

/** Refine's own actions, as the HTTP call each one makes; anything else is taken as the method itself ('post', 'put'…). */
const REFINE_ACTIONS: Record<string, { method: string; withId: boolean }> = {
  list: { method: 'get', withId: false },
  show: { method: 'get', withId: true },
  create: { method: 'post', withId: false },
  edit: { method: 'put', withId: true },
  delete: { method: 'delete', withId: true },
};

/** The server's rule table for the signed-in user, read once per access token. */
let loaded: { token: string; table: Promise<RoutePermission[]> } | null = null;

function table(): Promise<RoutePermission[]> {
  const token = readToken() ?? '';
  if (loaded?.token !== token) {
    const request = http.get<Permissions>('/auth/permissions').then((response) => response.data.routes);
    const attempt = { token, table: request };
    // A failed read is tried again on the next question instead of being remembered.
    request.catch(() => {
      if (loaded === attempt) loaded = null;
    });
    loaded = attempt;
  }
  return loaded.table;
}

const trimmed = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A route pattern ('parts/:id/publish') matches itself and every concrete path of it ('parts/12/publish'). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, index) => part === have[index] || (part.startsWith(':') && have[index] !== ''));
}

/**
 * The API call a question is about: `useCan({ resource: 'parts/:id/publish', action: 'post' })`, or a Refine
 * resource and action (Refine's own questions carry the resource's definition in params).
 */
function callOf({ resource = '', action, params }: CanParams): { method: string; path: string } {
  const refine = params?.resource ? REFINE_ACTIONS[action] : undefined;
  if (!refine) return { method: action.toLowerCase(), path: trimmed(resource) };
  const meta = params?.resource?.meta as { path?: string } | undefined;
  const base = trimmed(meta?.path ?? resource);
  return { method: refine.method, path: refine.withId ? `${base}/:id` : base };
}

/**
 * Refine's access control, backed by GET /auth/permissions: the rules the server enforces, so a control
 * the server would refuse is disabled with the server's own reason. A path the table does not list is
 * allowed (the server still decides); an exact path wins over a pattern (export-history over :id).
 */
export const accessControlProvider: AccessControlProvider = {
  can: async (params) => {
    const { method, path } = callOf(params);
    let routes: RoutePermission[];
    try {
      routes = await table();
    } catch {
      return { can: true };
    }
    const candidates = routes.filter((route) => route.method === method && matches(route.path, path));
    const rule = candidates.find((route) => route.path === path) ?? candidates[0];
    return rule && !rule.allowed ? { can: false, reason: rule.reason ?? 'Not allowed' } : { can: true };
  },
};
