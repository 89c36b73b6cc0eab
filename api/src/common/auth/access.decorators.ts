import { SetMetadata } from '@nestjs/common';
import { Role } from './role';

export const IS_PUBLIC = 'partsfeed:public';
export const REQUIRED_ROLES = 'partsfeed:roles';
export const ANY_SIGNED_IN = 'partsfeed:any-signed-in';

/** Reachable without a token (sign-in and password recovery only). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the route, whatever its HTTP method. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/**
 * Any signed-in user, readonly included, may call this write route: it only acts on
 * the caller's own session or computes an answer without changing data.
 */
export const AnySignedIn = () => SetMetadata(ANY_SIGNED_IN, true);
