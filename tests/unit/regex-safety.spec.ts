/**
 * No regular expression in api/src may take more than linear time on a hostile input: every
 * import cell and query parameter reaches some of them. recheck (a ReDoS checker that combines
 * automata analysis with fuzzing) judges each literal, and `new RegExp('…')` with a literal source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');
const SOURCE = join(ROOT, 'api', 'src');

interface FoundRegex {
  where: string;
  source: string;
  flags: string;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function regexesIn(file: string): FoundRegex[] {
  const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const where = (node: ts.Node) => `${relative(ROOT, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.getText();
      const end = text.lastIndexOf('/');
      found.push({ where: where(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp' && node.arguments?.length) {
      const [pattern, flags] = node.arguments;
      if (ts.isStringLiteralLike(pattern)) {
        found.push({ where: where(node), source: pattern.text, flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('regular expressions in api/src', () => {
  const regexes = tsFiles(SOURCE).flatMap(regexesIn);

  it('are found (the scan itself works)', () => {
    expect(regexes.length).toBeGreaterThan(20);
    expect(regexes.some((r) => r.where.startsWith('api/src/common/csv/parsers.ts'))).toBe(true);
  });

  it('all run in linear time', () => {
    const unsafe = regexes
      .map((regex) => ({ regex, result: checkSync(regex.source, regex.flags) }))
      .filter(({ result }) => result.status !== 'safe')
      .map(({ regex, result }) => `${regex.where} /${regex.source}/${regex.flags}: ${result.status}${result.status === 'vulnerable' ? ` (${result.complexity.type})` : ''}`);
    expect(unsafe).toEqual([]);
  });

  it('the checker does catch a quadratic pattern like the old price suffix', () => {
    expect(checkSync('\\s*(?:usd|\\$)$', 'i').status).toBe('vulnerable');
  });
});
