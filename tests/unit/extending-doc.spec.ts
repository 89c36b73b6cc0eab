import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const GUIDE = readFileSync(join(ROOT, 'docs', 'extending.md'), 'utf8');

/** Fenced blocks whose info string names a file (```ts api/src/…): each is an excerpt of that file. */
function excerpts(): Array<{ file: string; body: string }> {
  return [...GUIDE.matchAll(/^```\w+ (\S+)\n([\s\S]*?)^```$/gm)].map(([, file, body]) => ({ file, body }));
}

function shellLines(): string[] {
  return [...GUIDE.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap(([, body]) => body.split('\n').filter(Boolean));
}

describe('docs/extending.md matches the code it walks through', () => {
  it('names only files and folders that exist', () => {
    const paths = [...GUIDE.matchAll(/`((?:api|admin|tests|docs)\/[^`<>*\s]+)`/g)].map(([, path]) => path);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('quotes every code excerpt exactly as it stands in its file', () => {
    const stale = excerpts().filter(({ file, body }) => !readFileSync(join(ROOT, file), 'utf8').includes(body));
    expect(excerpts().length).toBeGreaterThan(8);
    expect(stale.map(({ file }) => file)).toEqual([]);
  });

  it('states each example\'s files and their line counts as they are', () => {
    // One table per example: the plain resource, then the server-driven list.
    const tables = GUIDE.split('\n\n').filter((block) => block.startsWith('| Step | File | Lines |'));
    expect(tables.length).toBe(2);
    for (const table of tables) {
      const rows = [...table.matchAll(/^\| \d+ \| `([^`]+)`[^|]*\| (\d+) \|$/gm)].map(([, file, lines]) => ({ file, lines: Number(lines) }));
      expect(rows.length).toBeGreaterThan(2);
      const actual = rows.map(({ file }) => ({ file, lines: readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length }));
      expect(rows).toEqual(actual);
      const total = actual.reduce((sum, row) => sum + row.lines, 0);
      expect(GUIDE).toContain(`${rows.length} files and ${total} lines`);
    }
  });

  it('walks through a resource whose admin is one definition file, with no page code', () => {
    const admin = readdirSync(join(ROOT, 'admin', 'src', 'resources', 'availability-values'));
    expect(admin.sort()).toEqual(['AcceptedValuesLink.tsx', 'index.tsx']);
    expect(readFileSync(join(ROOT, 'admin', 'src', 'resources', 'availability-values', 'index.tsx'), 'utf8')).toContain('crudResource<AvailabilityValue>(');
  });

  it('gives commands whose npm scripts and test files exist', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const testFiles = ['api', 'browser'].flatMap((dir) => readdirSync(join(ROOT, 'tests', dir)).map((name) => `tests/${dir}/${name}`));
    for (const line of shellLines()) {
      const script = /^npm (?:run (\S+)|(start|test))\b/.exec(line);
      if (script) expect(scripts).toHaveProperty(script[1] ?? script[2]);
      const pattern = /--testPathPatterns='([^']+)'/.exec(line);
      if (pattern) expect(testFiles.filter((file) => new RegExp(pattern[1]).test(file)).length).toBeGreaterThan(0);
    }
  });
});
