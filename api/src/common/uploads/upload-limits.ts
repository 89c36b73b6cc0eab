import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AppConfig } from '../../config/app-config';

export interface UploadLimits {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest accepted request, all its files together, in bytes. */
  maxRequestBytes: number;
  /** Where uploads are stored while a request runs. */
  dir: string;
}

const DEFAULT_LIMIT_MB = 200;
export const DEFAULT_REQUEST_LIMIT_MB = 500;

/** From the app's configuration (UPLOAD_LIMIT_MB, DATA_DIR); without it, from the environment. */
export function uploadLimits(config?: Pick<AppConfig, 'uploadLimitBytes' | 'uploadRequestLimitBytes' | 'dataDir'>): UploadLimits {
  if (config) return { maxBytes: config.uploadLimitBytes, maxRequestBytes: config.uploadRequestLimitBytes, dir: join(config.dataDir, 'uploads') };
  const mb = Number(process.env.UPLOAD_LIMIT_MB || DEFAULT_LIMIT_MB);
  const requestMb = Number(process.env.UPLOAD_REQUEST_LIMIT_MB || Math.max(mb, DEFAULT_REQUEST_LIMIT_MB));
  return { maxBytes: mb * 1024 * 1024, maxRequestBytes: requestMb * 1024 * 1024, dir: join(process.env.DATA_DIR ?? tmpdir(), 'uploads') };
}

/** 209715200 → '200 MB' (binary megabytes, as UPLOAD_LIMIT_MB counts them). */
export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  return kb >= 1 ? `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB` : `${bytes} bytes`;
}
