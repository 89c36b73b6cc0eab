import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs every `*.spec.ts` of `folder` inside the calling test file, each in a describe named after its file.
 * Jest gives each test file a module registry of its own, and loading the app's modules into one took about
 * 2 s of a 2–5 s API test file; the files of a folder pay it once. Each file keeps its own hooks and
 * tests inside its describe. A `*.sqlite-only.spec.ts` is left out of the PostgreSQL run, as jest.config.js
 * leaves out a test file of that name.
 */
export function runSpecFolder(folder: string): void {
  const onPostgres = process.env.PARTSFEED_TEST_DB === 'postgres';
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.spec.ts') && !(onPostgres && file.includes('sqlite-only')))
    .sort();
  for (const file of files) {
    const path = join(folder, file);
    // jest.setTimeout applies to the whole test file: one member's would silently become every member's.
    if (readFileSync(path, 'utf8').includes('jest.setTimeout(')) {
      throw new Error(`${path} sets its own timeout: it belongs in tests/api/ as a test file of its own.`);
    }
    describe(file, () => {
      require(path);
    });
  }
}
