import { Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ANY_SIGNED_IN, IS_PUBLIC, REQUIRED_ROLES } from '../common/auth/access.decorators';
import { RouteAccess } from '../common/auth/access-rule';
import { Role } from '../common/auth/role';

type Target = Parameters<Reflector['getAllAndOverride']>[1][number];

/** A route's access decorators, the handler's overriding its controller's. */
export function routeAccess(reflector: Reflector, handler: Target, controller: Type): RouteAccess {
  const targets = [handler, controller];
  return {
    isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
    roles: reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets),
    anySignedIn: reflector.getAllAndOverride<boolean>(ANY_SIGNED_IN, targets) ?? false,
  };
}
