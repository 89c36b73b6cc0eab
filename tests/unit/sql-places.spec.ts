/**
 * #21.5: where SQL stays hand-written (set-based bulk work, for speed on both databases), each module keeps
 * it in one place, its sql/ folder, whose files say why. This test finds SQL text anywhere else in api/src.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const API = join(__dirname, '..', '..', 'api', 'src');
/** Shared mechanisms and the schema's own history hold SQL by nature. */
const ALLOWED = [/^common\/sql\//, /^database\//, /\/sql\//];
/** The one runner (common/sql) and the migrations' schema builder are the only code that talks to the connection. */
const RUNNER = [/^common\/sql\//, /^database\/migrations\//];
const CONNECTION = /\bgetConnection\s*\(|\.execute\s*[<(]/;
const SQL = /\bSELECT\b[^;`'"]*?\bFROM\b|\bINSERT\s+INTO\b|\bDELETE\s+FROM\b|\bUPDATE\s+[a-z_]+\s+SET\b|\bON\s+CONFLICT\b|\bCREATE\s+(?:TEMP|TEMPORARY|INDEX|TABLE)\b/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The code without its comments: a comment may name a statement without being one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('hand-written SQL', () => {
  it("lives in its module's sql/ folder (or common/sql, the migrations), nowhere else", () => {
    const strays = files(API)
      .map((path) => relative(API, path).split(sep).join('/'))
      .filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))
      .filter((path) => SQL.test(code(readFileSync(join(API, path), 'utf8'))));
    expect(strays).toEqual([]);
  });

  it('runs through the one SqlRunner: no getConnection() or execute() outside common/sql and the migrations (#28.3)', () => {
    const direct = files(API)
      .map((path) => relative(API, path).split(sep).join('/'))
      .filter((path) => !RUNNER.some((allowed) => allowed.test(path)))
      .filter((path) => CONNECTION.test(code(readFileSync(join(API, path), 'utf8'))));
    expect(direct).toEqual([]);
  });

  it('each sql/ file says why its SQL is written by hand', () => {
    const sqlFiles = files(API)
      .map((path) => relative(API, path).split(sep).join('/'))
      .filter((path) => /\/sql\//.test(path) && !path.startsWith('common/'));
    expect(sqlFiles.length).toBeGreaterThan(5);
    const silent = sqlFiles.filter((path) => !/^\/\*\*[\s\S]*?\*\//.test(readFileSync(join(API, path), 'utf8').trimStart()));
    expect(silent).toEqual([]);
  });
});
