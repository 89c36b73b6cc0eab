import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { LogSettings } from './log-settings';
import { shows } from './app-logger';

const logger = new Logger('HTTP');

/**
 * One debug line per request once its answer is sent: method, route, status and duration.
 * Never the query string, the body or a path's values: they carry search terms, ids, tokens and passwords
 * (the SFTP password may come in a query string). The route is written as declared (`/api/v1/current/:id`).
 */
export function requestLogger(settings: LogSettings): RequestHandler {
  return shows(settings, 'debug') ? logRequest : (_request, _response, next) => next();
}

function logRequest(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  response.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const route = request.route ? `${request.baseUrl}${String(request.route.path)}` : '(no route)';
    logger.debug(`${request.method} ${route} ${response.statusCode} ${ms.toFixed(1)} ms`);
  });
  next();
}
