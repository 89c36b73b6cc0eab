import { Injectable, OnApplicationBootstrap, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { denialOf, RouteAccess } from '../common/auth/access-rule';
import { Role } from '../common/auth/role';
import { routeAccess } from './route-access';

/** One registered route: its method, its path below /api/v1 (parameters as in the route, e.g. parts/:id/publish) and its access. */
interface RouteRule {
  method: string;
  path: string;
  access: RouteAccess;
}

export interface RoutePermission {
  method: string;
  path: string;
  allowed: boolean;
  reason: string | null;
}

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '']);
// Split and filter rather than a trimming pattern: /\/+$/ is polynomial on a run of slashes.
const joinPath = (...parts: string[]) => parts.flatMap((part) => part.split('/')).filter(Boolean).join('/');

/**
 * The rule table the guard enforces, read once from the decorators of every controller method:
 * what GET /auth/permissions tells the admin, so its screens disable what the server would refuse.
 */
@Injectable()
export class RouteRulesService implements OnApplicationBootstrap {
  private rules: RouteRule[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    this.rules = this.discovery.getControllers().flatMap(({ metatype, instance }) => {
      if (!metatype || !instance) return [];
      const controller = metatype as Type;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      return this.scanner.getAllMethodNames(prototype).flatMap((name) => {
        const handler = prototype[name] as Type;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) return [];
        const access = routeAccess(this.reflector, handler, controller);
        return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((base) =>
          asList(Reflect.getMetadata(PATH_METADATA, handler)).map((path) => ({ method: RequestMethod[method].toLowerCase(), path: joinPath(base, path), access })),
        );
      });
    });
  }

  /** Every route with whether `role` may call it and, when not, the guard's own words. */
  permissionsOf(role: Role): RoutePermission[] {
    return this.rules.map(({ method, path, access }) => {
      const reason = denialOf(access, method, role);
      return { method, path, allowed: reason === null, reason };
    });
  }
}
