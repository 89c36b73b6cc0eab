/**
 * For every import and every column its definition declares, a cell of almost 1 MiB built to make a
 * backtracking pattern take quadratic time is refused by the column's length cap before any parsing:
 * a clean error naming the file, line and column. The columns come from the import definitions, so a
 * new column is covered the day it is added. The routes answering with these readers:
 * tests/api/hostile-cells.spec.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportErrors, ImportFileError, readImportFile } from '../../api/src/common/csv';
import { HOSTILE_CELLS, hostileFile, IMPORTS } from '../fixtures/hostile/cells';

jest.setTimeout(120_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-cells-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cases = IMPORTS.flatMap((target) =>
  target.format.columns.flatMap((column) => Object.keys(HOSTILE_CELLS).map((kind) => [target.route, column.header, kind, target, column] as const)),
);

describe('a 1 MiB hostile cell in every column of every import', () => {
  it('covers every column of every import definition', () => {
    expect(cases.length).toBe(IMPORTS.reduce((n, target) => n + target.format.columns.length, 0) * Object.keys(HOSTILE_CELLS).length);
  });

  // The problem names the cell's full length: the column's cap refused it before any parsing. That no pattern
  // is super-linear is regex-safety.spec.ts's check; how fast a refusal is belongs to the benches.
  it.each(cases)('%s, column %s, %s: refused by its cap, cleanly', async (_route, header, kind, target, column) => {
    const name = `hostile-${header}.csv`;
    const path = join(dir, name);
    writeFileSync(path, hostileFile(target.format, column, HOSTILE_CELLS[kind]));
    const errors = new ImportErrors();
    let rows = 0;
    try {
      for await (const batch of readImportFile({ path, originalname: name }, target.format, { errors })) rows += batch.rows.length;
    } catch (error) {
      // A refusal of the whole file is a 400 naming it; anything else would be a 500.
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as ImportFileError).detail).toContain(name);
      return;
    }
    // Every cap is far below 1 MiB: the row is reported, by line and column, and left out.
    expect(rows).toBe(0);
    const reported = JSON.stringify(errors.listed());
    expect(reported).toMatch(/"line":2\b/);
    expect(reported).toContain(`${header} is ${HOSTILE_CELLS[kind].length} characters long`);
  });
});
