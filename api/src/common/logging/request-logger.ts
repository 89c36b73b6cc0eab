import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { LogSettings } from '../../config/app-config';
import { shows } from './app-logger';

const logger = new Logger('HTTP');

/**
 * One debug line per request once its answer is sent: method, path, status and duration.
 * Never the query string or the body: they carry search terms, tokens and passwords.
 */
export function requestLogger(settings: LogSettings): RequestHandler {
  return shows(settings, 'debug') ? logRequest : (_request, _response, next) => next();
}

function logRequest(request: Request, response: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const path = request.originalUrl.split('?', 1)[0];
  response.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.debug(`${request.method} ${path} ${response.statusCode} ${ms.toFixed(1)} ms`);
  });
  next();
}
