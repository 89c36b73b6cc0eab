import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
const swept = new Set<string>();

/**
 * Creates the upload directory and, once per process, removes files a crashed process left
 * there (older than a day, so uploads of a request running now are never touched).
 */
export function prepareUploadDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (swept.has(dir)) return;
  swept.add(dir);
  const cutoff = Date.now() - DAY_MS;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}
