import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/**
 * Creates the upload directory and removes files a crashed process left there (older than a day,
 * so uploads of a request running now are never touched): at once, then hourly while the process runs.
 */
export function prepareUploadDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (swept.has(dir)) return;
  swept.add(dir);
  sweepStaleUploads(dir);
  setInterval(() => sweepStaleUploads(dir), SWEEP_EVERY_MS).unref();
}

function sweepStaleUploads(dir: string): void {
  const cutoff = Date.now() - DAY_MS;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return; // The directory went with its data (a test's temporary folder).
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}
