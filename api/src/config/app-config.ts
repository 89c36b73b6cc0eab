import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import {
  ACCESS_TOKEN_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECRET_MAX_LENGTH,
} from '../common/auth/credential-rules';
import { LOG_LEVELS, type LogSettings } from '../common/logging/log-settings';

/** Everything the app reads from the environment, typed and read once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded SQLite file `sqlitePath` is used. */
  databaseUrl?: string;
  sqlitePath: string;
  adminDir: string;
  secretKey: string;
  tokenTtlMinutes: number;
  refreshTtlDays: number;
  /** A sign-in's absolute lifetime, however often it is refreshed. */
  sessionMaxDays: number;
  uploadLimitBytes: number;
  /** All files of one request together. */
  uploadRequestLimitBytes: number;
  corsOrigins: string[];
  /** A full-catalog download whose client has read nothing for this long is ended, freeing its slot. */
  streamIdleMs: number;
  loginThrottle: { maxPerEmail: number; maxPerAddress: number; windowMs: number };
  /** Express's `trust proxy`: how many proxies, or which, to believe the X-Forwarded-For of; false believes none. */
  trustProxy: false | number | string[];
  /** scrypt cost as log2(N) for new password and access-token hashes. */
  scryptLogN: number;
  /** scrypt parallelization p for new hashes: the work is N × p, the memory 128 × N × r bytes whatever p. */
  scryptP: number;
  firstAdmin: { email?: string; password?: string; accessToken?: string };
  export: {
    cron: string;
    timeZone: string;
    nightlyEnabled: boolean;
    retentionHours: number;
    dir: string;
    /** A running job's lease: renewed three times per period; a job whose lease ran out is failed. */
    jobLeaseMs: number;
    /** What the nightly run sends: the stock-and-price feed, the product feed, or both. */
    nightlyFeeds: 'stock' | 'products' | 'both';
    productsRemoteFilename: string;
  };
  log: LogSettings;
  /**
   * PostgreSQL: a Current Items filter whose planner estimate exceeds this many items answers the estimate,
   * marked as one, while the exact count runs behind; smaller ones are counted before the page answers.
   */
  currentExactCountLimit: number;
  /** PostgreSQL: how long a filtered, sorted page may walk its order's index before it answers from a sample. */
  currentWalkMs: number;
  /** SQLite: a big product list's search lines, kept in memory from its first search, are dropped after this long unused. */
  searchLinesIdleMs: number;
  sftp: {
    host: string;
    port: number;
    username: string;
    remoteDir: string;
    hostFingerprint?: string;
    timeoutMs: number;
    retries: number;
  };
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got '${raw}'`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}; got '${env[name]}'`);
  return raw as T;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * The secret that encrypts stored credentials. Without SECRET_KEY a random key is
 * kept beside the database so that `npm start` works with no set-up and restarts
 * can still decrypt what was stored.
 */
function secretKey(env: Env, dataDir: string): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * A hop count or the proxies' addresses/subnets, as Express reads them; unset trusts no proxy. `true` is refused:
 * it believes whatever X-Forwarded-For a client sends, so each guess could claim a new address.
 */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${value} would believe any client's X-Forwarded-For: set the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)`,
    );
  }
  return /^\d+$/.test(value) ? Number(value) : list(value);
}

function firstAdmin(env: Env): AppConfig['firstAdmin'] {
  const email = env.ADMIN_EMAIL || undefined;
  const password = env.ADMIN_PASSWORD || undefined;
  const accessToken = env.ADMIN_ACCESS_TOKEN || undefined;
  const within = (name: string, value: string | undefined, min: number, max: number) => {
    if (value !== undefined && (value.length < min || value.length > max)) {
      throw new Error(`${name} must be ${min} to ${max} characters long, like every user's; got ${value.length}`);
    }
  };
  within('ADMIN_EMAIL', email, 3, EMAIL_MAX_LENGTH);
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`ADMIN_EMAIL must be an e-mail address; got '${email}'`);
  within('ADMIN_PASSWORD', password, PASSWORD_MIN_LENGTH, SECRET_MAX_LENGTH);
  within('ADMIN_ACCESS_TOKEN', accessToken, ACCESS_TOKEN_MIN_LENGTH, SECRET_MAX_LENGTH);
  return { email, password, accessToken };
}

function logSettings(env: Env): LogSettings {
  const raw = (env.LOG_LEVEL || 'info').toLowerCase();
  const level = (raw === 'info' ? 'log' : raw) as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of error, warn, info, debug, verbose; got '${env.LOG_LEVEL}'`);
  const format = (env.LOG_FORMAT || 'text').toLowerCase();
  if (format !== 'text' && format !== 'json') throw new Error(`LOG_FORMAT must be text or json; got '${env.LOG_FORMAT}'`);
  return { level, format };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: int(env, 'PORT', 8000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: join(dataDir, 'partsfeed.sqlite'),
    adminDir: resolve(env.ADMIN_DIR ?? join('dist', 'admin')),
    secretKey: secretKey(env, dataDir),
    tokenTtlMinutes: int(env, 'TOKEN_TTL_MINUTES', 12 * 60),
    refreshTtlDays: int(env, 'REFRESH_TTL_DAYS', 7),
    sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 30),
    uploadLimitBytes: int(env, 'UPLOAD_LIMIT_MB', 200) * 1024 * 1024,
    uploadRequestLimitBytes: Math.max(int(env, 'UPLOAD_LIMIT_MB', 200), int(env, 'UPLOAD_REQUEST_LIMIT_MB', 500)) * 1024 * 1024,
    corsOrigins: list(env.CORS_ORIGINS),
    streamIdleMs: int(env, 'STREAM_IDLE_SECONDS', 60) * 1000,
    loginThrottle: {
      maxPerEmail: int(env, 'LOGIN_MAX_FAILURES', 5),
      maxPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      windowMs: int(env, 'LOGIN_WINDOW_SECONDS', 15 * 60) * 1000,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    scryptLogN: int(env, 'SCRYPT_LOG_N', 15),
    scryptP: int(env, 'SCRYPT_P', 3),
    firstAdmin: firstAdmin(env),
    export: {
      cron: env.EXPORT_CRON ?? '0 2 * * *',
      timeZone: env.EXPORT_TIMEZONE ?? 'UTC',
      nightlyEnabled: flag(env, 'EXPORT_NIGHTLY', true),
      retentionHours: int(env, 'EXPORT_RETENTION_HOURS', 7 * 24),
      dir: join(dataDir, 'exports'),
      jobLeaseMs: int(env, 'JOB_LEASE_SECONDS', 30) * 1000,
      nightlyFeeds: oneOf(env, 'EXPORT_FEEDS', ['stock', 'products', 'both'], 'stock'),
      productsRemoteFilename: env.EXPORT_PRODUCTS_REMOTE_FILENAME || 'Products.xml',
    },
    log: logSettings(env),
    currentExactCountLimit: int(env, 'CURRENT_EXACT_COUNT_LIMIT', 100_000),
    currentWalkMs: int(env, 'CURRENT_WALK_MS', 60),
    searchLinesIdleMs: int(env, 'SEARCH_LINES_IDLE_MINUTES', 30) * 60_000,
    sftp: {
      host: env.SFTP_HOST ?? 'partnerupload.google.com',
      port: int(env, 'SFTP_PORT', 19321),
      username: env.SFTP_USERNAME ?? '',
      remoteDir: env.SFTP_REMOTE_DIR ?? '.',
      hostFingerprint: env.SFTP_HOST_FINGERPRINT || undefined,
      timeoutMs: int(env, 'SFTP_TIMEOUT_SECONDS', 30) * 1000,
      retries: int(env, 'SFTP_RETRIES', 1),
    },
  };
}
