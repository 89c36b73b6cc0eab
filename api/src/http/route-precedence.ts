import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

interface ExpressApp {
  router: { stack: RouterLayer[] };
  param(name: string, handler: (request: Request, response: Response, next: NextFunction) => void): void;
}

/** The path without trailing slashes, by hand: a request path is the client's, and `/\/+$/` is quadratic on a run of slashes. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

const key = (method: string, path: string) => `${method.toLowerCase()} ${withoutTrailingSlashes(path.toLowerCase())}`;

/**
 * Express tries routes in the order they were registered, and Nest registers them module by
 * module in the order of app.module.ts: `GET /current/:id` registered first would take
 * `GET /current/export-history` of another module, `GET /parts/:id` would take `GET /parts/draft`.
 * path-to-regexp 8 (Express 5) has no inline parameter patterns such as `:id(\d+)`, and ids are
 * not all numbers (current items and availability values have text ids), so every route
 * parameter is constrained instead: it never takes a value that makes the request a fixed path
 * (no parameters) of the same method. Such a request skips the parameter's route (`next('route')`)
 * and reaches the fixed route wherever it was registered. Call once every route is registered.
 */
export function fixedPathsBeforeParameters(app: NestExpressApplication): void {
  const express = app.getHttpAdapter().getInstance() as ExpressApp;
  const fixed = new Set<string>();
  const parameters = new Set<string>();
  for (const { route } of express.router.stack) {
    if (!route) continue;
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    names.forEach((name) => parameters.add(name));
    if (names.length || route.path.includes('*')) continue;
    for (const method of Object.keys(route.methods)) fixed.add(key(method, route.path));
  }
  // Express answers HEAD with the GET route.
  const isFixed = (request: Request) =>
    fixed.has(key(request.method, request.path)) || (request.method === 'HEAD' && fixed.has(key('GET', request.path)));
  for (const name of parameters) {
    express.param(name, (request, _response, next) => next(isFixed(request) ? 'route' : undefined));
  }
}
