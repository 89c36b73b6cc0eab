import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Dialect, isStatement, type Statement } from '../statement';

const DIALECTS: readonly Dialect[] = ['postgresql', 'sqlite'];
const STATEMENT_FILE = /\/sql\/[^/]+\.sql\.(ts|js)$/;

/** The command that writes the reviewed copies; the test that compares them names it. */
export const SQL_REVIEW_COMMAND = 'npm run sql:review';

/** Where a module's reviewed statements are kept, relative to api/src: beside the statements, in the module's sql/ folder; not `<module>.sql`, which an import of `./sql/<module>.sql` would resolve to. */
export const reviewFileOf = (module: string) => `${module}/sql/${module}.reviewed.sql`;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A statement's text as reviewed: no trailing spaces, no blank lines at either end, one `;` at the end. */
function reviewed(text: string): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return `${lines.join('\n')};`;
}

/** Every text a statement can have: one per review shape (or one for a fixed text), and per dialect where they differ. */
function entries(heading: string, statement: Statement<readonly unknown[], unknown>): string[] {
  const shapes = statement.review.length ? statement.review.map((shape) => ({ shape, label: ` ${JSON.stringify(shape)}` })) : [{ shape: undefined, label: '' }];
  return shapes.flatMap(({ shape, label }) => {
    const [postgresql, sqlite] = DIALECTS.map((dialect) => reviewed(statement.text(shape, dialect)));
    return postgresql === sqlite
      ? [`-- ${heading}${label}\n${postgresql}`]
      : [`-- ${heading}${label} (postgresql)\n${postgresql}`, `-- ${heading}${label} (sqlite)\n${sqlite}`];
  });
}

/** The exports of one statements file that are statements, or records of them, by name. */
function statementsOf(exported: Record<string, unknown>): Array<[string, Statement<readonly unknown[], unknown>]> {
  return Object.keys(exported)
    .sort()
    .flatMap((name): Array<[string, Statement<readonly unknown[], unknown>]> => {
      const value = exported[name];
      if (isStatement(value)) return [[name, value]];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      return Object.keys(value)
        .sort()
        .flatMap((key) => {
          const member = (value as Record<string, unknown>)[key];
          return isStatement(member) ? [[`${name}.${key}`, member] as [string, Statement<readonly unknown[], unknown>]] : [];
        });
    });
}

/**
 * The reviewed copy of every module's statements, in the manner of immich's @GenerateSql: each
 * `<module>/**\/sql/*.sql.ts` under `sourceRoot` (api/src, or its build) is loaded, and each statement it
 * exports is written out for each of its review shapes and dialects. Keyed by `reviewFileOf(module)`.
 * `sources` is api/src itself: a built file whose source is gone (a stale build) is left out.
 */
export function reviewedSqlFiles(sourceRoot: string, sources = sourceRoot): Map<string, string> {
  const byModule = new Map<string, string[]>();
  const paths = files(sourceRoot)
    .map((path) => relative(sourceRoot, path).split(sep).join('/'))
    .filter((path) => STATEMENT_FILE.test(`/${path}`) && !path.endsWith('.d.ts') && existsSync(join(sources, path.replace(/\.js$/, '.ts'))))
    .sort();
  for (const path of paths) {
    const source = path.replace(/\.js$/, '.ts');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(join(sourceRoot, path)) as Record<string, unknown>;
    const texts = statementsOf(exported).flatMap(([name, statement]) => entries(`${source} ${name}`, statement));
    if (!texts.length) continue;
    const module = path.split('/')[0];
    byModule.set(module, [...(byModule.get(module) ?? []), ...texts]);
  }
  return new Map(
    [...byModule].map(([module, texts]) => [
      reviewFileOf(module),
      `-- Written by \`${SQL_REVIEW_COMMAND}\` from the statements of api/src/${module}: review a change here.\n\n${texts.join('\n\n')}\n`,
    ]),
  );
}
