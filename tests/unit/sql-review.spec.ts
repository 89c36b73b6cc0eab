/**
 * #28.3: every hand-written statement has a reviewed copy, checked in per module (api/src/<module>/sql/<module>.reviewed.sql),
 * as immich keeps the SQL of its @GenerateSql queries: a change to a statement's text shows in review as a change
 * of that file, and this test fails until the copy is written again.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reviewedSqlFiles, reviewFileOf, SQL_REVIEW_COMMAND } from '../../api/src/common/sql/review/sql-review';

const API = join(__dirname, '..', '..', 'api', 'src');

describe('reviewed SQL', () => {
  const generated = reviewedSqlFiles(API);

  it('covers the modules that hold statements', () => {
    expect([...generated.keys()].length).toBeGreaterThan(3);
  });

  it(`matches the checked-in copies (run \`${SQL_REVIEW_COMMAND}\` and review the diff when it does not)`, () => {
    const stale = [...generated]
      .filter(([path, text]) => !existsSync(join(API, path)) || readFileSync(join(API, path), 'utf8') !== text)
      .map(([path]) => `api/src/${path} differs from its statements: run \`${SQL_REVIEW_COMMAND}\``);
    const orphaned = readdirSync(API)
      .map(reviewFileOf)
      .filter((path) => existsSync(join(API, path)) && !generated.has(path))
      .map((path) => `api/src/${path} has no statements left: run \`${SQL_REVIEW_COMMAND}\``);
    expect([...stale, ...orphaned]).toEqual([]);
  });
});
