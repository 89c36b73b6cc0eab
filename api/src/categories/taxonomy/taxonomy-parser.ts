import type { TaxonomyCategory } from '../suggest/types';

/**
 * Parser for Google's product taxonomy files. Two formats exist:
 *  - taxonomy-with-ids.<locale>.txt: `ID - A > B > C`
 *  - taxonomy.<locale>.txt:          `A > B > C` (ids are assigned 1..n in file order)
 * The format is decided by the first category line; mixing formats is an error.
 */
export type TaxonomyFormat = 'with-ids' | 'plain';

export interface TaxonomyLine {
  category_id: number | null;
  name: string;
  full_path: string;
}

const PATH_SEPARATOR = '>';
// The path's own spaces are trimmed by parsePath; one \s here keeps the pattern linear.
const WITH_ID_LINE = /^(\d+)\s+-\s(.*)$/;
const LOOKS_LIKE_ID_LINE = /^\d+\s+-\s/;
/** C0 control characters other than tab only appear in binary files. */
const BINARY_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/;

export class TaxonomyParseError extends Error {
  constructor(
    readonly lineNumber: number | null,
    detail: string,
  ) {
    super(lineNumber === null ? detail : `line ${lineNumber}: ${detail}`);
    this.name = 'TaxonomyParseError';
  }
}

/** Header (`# Google_Product_Taxonomy_Version: …`), comments and blank lines carry no category. */
function isSkippable(line: string): boolean {
  return line === '' || line.startsWith('#');
}

export function detectTaxonomyFormat(line: string): TaxonomyFormat {
  return LOOKS_LIKE_ID_LINE.test(line.trim()) ? 'with-ids' : 'plain';
}

function parsePath(path: string, lineNumber: number): { name: string; full_path: string } {
  const segments = path.split(PATH_SEPARATOR).map((segment) => segment.trim());
  if (segments.some((segment) => segment === '')) {
    throw new TaxonomyParseError(lineNumber, "empty category name in path (expected 'A > B > C')");
  }
  return { name: segments[segments.length - 1], full_path: segments.join(' > ') };
}

/**
 * Parses one line. Returns null for lines that hold no category (header, comment, blank).
 * Throws TaxonomyParseError naming the line when the line is malformed for the given format.
 */
export function parseTaxonomyLine(rawLine: string, lineNumber: number, format: TaxonomyFormat): TaxonomyLine | null {
  const line = rawLine.trim();
  if (isSkippable(line)) return null;
  if (BINARY_CHARACTER.test(line)) {
    throw new TaxonomyParseError(lineNumber, 'binary or non-UTF-8 content; expected a plain text taxonomy file');
  }
  if (format === 'with-ids') {
    const match = WITH_ID_LINE.exec(line);
    if (!match) throw new TaxonomyParseError(lineNumber, "expected 'ID - Path'");
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new TaxonomyParseError(lineNumber, `invalid category id '${match[1]}'`);
    }
    return { category_id: id, ...parsePath(match[2], lineNumber) };
  }
  if (LOOKS_LIKE_ID_LINE.test(line)) {
    throw new TaxonomyParseError(lineNumber, "unexpected 'ID - Path' line in a taxonomy file without ids");
  }
  return { category_id: null, ...parsePath(line, lineNumber) };
}

/**
 * Builds the categories of a taxonomy file line by line (either format), so the file can be
 * streamed. Validates what a usable taxonomy needs: unique ids, unique paths, every parent
 * listed before its children, and at least one nested path (a file without any ' > ' is not a taxonomy).
 */
export class TaxonomyBuilder {
  private readonly categories: TaxonomyCategory[] = [];
  private readonly lineOfId = new Map<number, number>();
  private readonly lineOfPath = new Map<string, number>();
  private format: TaxonomyFormat | null = null;
  private nested = false;

  /** Takes one line of the file (numbered from 1); throws TaxonomyParseError naming it when it is malformed. */
  add(rawLine: string, lineNumber: number): void {
    if (isSkippable(rawLine.trim())) return;
    this.format ??= detectTaxonomyFormat(rawLine);
    const parsed = parseTaxonomyLine(rawLine, lineNumber, this.format);
    if (!parsed) return;

    const categoryId = parsed.category_id ?? this.categories.length + 1;
    const firstIdLine = this.lineOfId.get(categoryId);
    if (firstIdLine !== undefined) {
      throw new TaxonomyParseError(lineNumber, `duplicate category id ${categoryId} (first used on line ${firstIdLine})`);
    }
    const firstPathLine = this.lineOfPath.get(parsed.full_path);
    if (firstPathLine !== undefined) {
      throw new TaxonomyParseError(lineNumber, `duplicate category '${parsed.full_path}' (first on line ${firstPathLine})`);
    }
    const cut = parsed.full_path.lastIndexOf(' > ');
    if (cut >= 0) {
      this.nested = true;
      const parent = parsed.full_path.slice(0, cut);
      if (!this.lineOfPath.has(parent)) {
        throw new TaxonomyParseError(lineNumber, `parent category '${parent}' must be listed before '${parsed.full_path}'`);
      }
    }
    this.lineOfId.set(categoryId, lineNumber);
    this.lineOfPath.set(parsed.full_path, lineNumber);
    this.categories.push({ category_id: categoryId, name: parsed.name, full_path: parsed.full_path });
  }

  /** The categories in file order, once the whole file has been added. */
  finish(): TaxonomyCategory[] {
    if (this.categories.length === 0) throw new TaxonomyParseError(null, 'the taxonomy file contains no categories');
    if (!this.nested) {
      throw new TaxonomyParseError(null, "no line contains ' > '; expected Google product taxonomy lines like 'A > B > C'");
    }
    return this.categories;
  }
}

/** A whole taxonomy file held as text (fixtures and tests); uploads stream through TaxonomyBuilder. */
export function parseTaxonomy(text: string): TaxonomyCategory[] {
  const builder = new TaxonomyBuilder();
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((line, index) => builder.add(line, index + 1));
  return builder.finish();
}
