import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Role } from './role';

/** What the auth guard attaches to every authenticated request. */
export interface AuthPrincipal {
  userId: number;
  email: string;
  role: Role;
  sessionId: number;
}

export type AuthenticatedRequest = Request & { principal?: AuthPrincipal };

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthPrincipal => {
  const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentUser used on a public route');
  return principal;
});
