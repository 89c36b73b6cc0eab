import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ANY_SIGNED_IN, IS_PUBLIC, REQUIRED_ROLES } from '../common/auth/access.decorators';
import { AuthenticatedRequest } from '../common/auth/current-user.decorator';
import { Role } from '../common/auth/role';
import { SessionService } from './session.service';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route needs a valid bearer token unless it is @Public().
 * readonly users may only read; routes marked @Roles() admit only those roles.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await this.sessions.principalFor(token) : null;
    if (!principal) throw new UnauthorizedException({ detail: 'Not authenticated: sign in again' });
    request.principal = principal;

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(principal.role)) {
      throw new ForbiddenException({ detail: 'Access denied. Admin privileges required.' });
    }
    const anySignedIn = this.reflector.getAllAndOverride<boolean>(ANY_SIGNED_IN, targets);
    if (principal.role === 'readonly' && !anySignedIn && !READ_METHODS.has(request.method)) {
      throw new ForbiddenException({ detail: 'Read-only users cannot change data' });
    }
    return true;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
