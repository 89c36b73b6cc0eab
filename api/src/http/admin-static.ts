import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PATHS = /^\/api(\/|$)/;

/**
 * Serves the built admin at `/`; any other GET that is not an API or docs path gets
 * index.html so client routes such as /current-items survive a reload.
 */
export function serveAdmin(app: NestExpressApplication, adminDir: string): void {
  const index = join(adminDir, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(adminDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || API_PATHS.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
