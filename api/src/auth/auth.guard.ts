import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { denialOf } from '../common/auth/access-rule';
import { AuthenticatedRequest } from '../common/auth/current-user.decorator';
import { routeAccess } from './route-access';
import { SessionService } from './session.service';

/**
 * Global guard: every route needs a valid bearer token unless it is @Public().
 * readonly users may only read; routes marked @Roles() admit only those roles (common/auth/access-rule.ts).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = routeAccess(this.reflector, context.getHandler(), context.getClass());
    if (access.isPublic) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await this.sessions.principalFor(token) : null;
    if (!principal) throw new UnauthorizedException({ detail: 'Not authenticated: sign in again' });
    request.principal = principal;

    const denial = denialOf(access, request.method, principal.role);
    if (denial) throw new ForbiddenException({ detail: denial });
    return true;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
