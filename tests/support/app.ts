import type { NestExpressApplication } from '@nestjs/platform-express';
import { LoggerService, Type } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/config/app-config';
import { createTestDatabase } from './test-database';

export interface Credentials {
  email: string;
  password: string;
  access_token: string;
}

/**
 * The suite's scrypt cost, 2^10: it hashes a few thousand secrets (each sign-in two), which took over a minute of
 * a run at 2^14. The production default (2^17) and the rehash of a hash made at another cost have their own tests.
 */
export const TEST_SCRYPT_LOG_N = '10';

export const ADMIN: Credentials = {
  email: 'admin@partsfeed.test',
  password: 'admin-password-1',
  access_token: 'admin-access-token-0123456789',
};

type Method = 'get' | 'post' | 'put' | 'delete';
/** supertest requests against /api/v1, already carrying the bearer token. */
export type Api = Record<Method, (path: string) => request.Test>;

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  apiUrl: string;
  dataDir: string;
  admin: Credentials;
  /** Requests with no token. */
  anonymous: Api;
  /** Signs in and returns requests carrying that user's token. */
  as(credentials: Credentials): Promise<Api & { token: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logger?: LoggerService | false;
  /** The feature modules in another order than app.module.ts gives them. */
  features?: readonly Type[];
}

/** The real application on a temporary SQLite file (or a fresh PostgreSQL database), listening on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_DIR: resolve(__dirname, '..', '..', 'dist', 'admin'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_ACCESS_TOKEN: ADMIN.access_token,
    EXPORT_NIGHTLY: 'false',
    SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const app = await createApp(config, options.logger ?? false, options.features);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const api = (token?: string): Api => {
    const make = (method: Method) => (path: string) => {
      const test = request(app.getHttpServer())[method](`/api/v1${path}`);
      return token ? test.set('Authorization', `Bearer ${token}`) : test;
    };
    return { get: make('get'), post: make('post'), put: make('put'), delete: make('delete') };
  };

  return {
    app,
    baseUrl,
    apiUrl: `${baseUrl}/api/v1`,
    dataDir,
    admin: ADMIN,
    anonymous: api(),
    async as(credentials) {
      const response = await api().post('/auth/login').send(credentials);
      if (response.status !== 200) throw new Error(`sign-in failed for ${credentials.email}: ${response.text}`);
      return { ...api(response.body.access_token), token: response.body.access_token };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
