import { MikroORM } from '@mikro-orm/core';
import { LoggerService, LogLevel, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule, FEATURE_MODULES } from './app.module';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { requestLogger } from './common/logging/request-logger';
import { validationPipe } from './common/errors/validation';
import { AppConfig } from './config/app-config';
import { withMigrationLock } from './database/migration-lock';
import { serveAdmin } from './http/admin-static';
import { checkJsonBody, refuseNulInAddress } from './http/malformed-input';
import { serveOpenApi } from './http/openapi';
import { fixedPathsBeforeParameters } from './http/route-precedence';

export const API_PREFIX = 'api/v1';

/**
 * The whole application, configured the same way for `npm start`, the tests and the benches.
 * `features` lists the feature modules in another order (a test shows the routes do not depend on it).
 */
export async function createApp(
  config: AppConfig,
  logger?: LoggerService | LogLevel[] | false,
  features: readonly Type[] = FEATURE_MODULES,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, features), {
    logger: logger ?? undefined,
    cors: config.corsOrigins.length ? { origin: config.corsOrigins, credentials: false } : false,
  });
  const migrator = app.get(MikroORM).getMigrator();
  await withMigrationLock(config, () => migrator.up());

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(config.log));
  app.use(refuseNulInAddress);
  app.useBodyParser('json', { verify: checkJsonBody });
  // Answers carry catalog data, users and tokens: no browser or proxy cache may keep them.
  app.use(`/${API_PREFIX}`, (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'script-src': ["'self'"],
        },
      },
    }),
  );
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  serveOpenApi(app);
  serveAdmin(app, config.adminDir);
  await app.init();
  fixedPathsBeforeParameters(app);
  return app;
}
