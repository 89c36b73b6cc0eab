import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The version in the project's package.json, found from here whether run from api/src or dist/. */
export function appVersion(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}
