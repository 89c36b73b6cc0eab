import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reviewedSqlFiles, reviewFileOf } from '../common/sql/review/sql-review';

/**
 * `npm run sql:review`: writes each module's reviewed statements (api/src/<module>/sql/<module>.reviewed.sql)
 * from the built statements, and removes the copy of a module that no longer has any.
 */
function main(): void {
  const sourceDir = join(process.cwd(), 'api', 'src');
  const files = reviewedSqlFiles(join(__dirname, '..'), sourceDir);
  for (const module of readdirSync(sourceDir)) {
    const path = join(sourceDir, reviewFileOf(module));
    if (existsSync(path) && !files.has(reviewFileOf(module))) rmSync(path);
  }
  for (const [path, text] of files) writeFileSync(join(sourceDir, path), text);
  process.stdout.write(`${[...files.keys()].map((path) => `api/src/${path}`).join('\n')}\nwritten\n`);
}

if (require.main === module) main();
