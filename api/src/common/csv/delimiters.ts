import { extname } from 'node:path';

export type Delimiter = 'comma' | 'tab' | 'pipe' | 'semicolon' | 'space';

export const DELIMITER_CHAR: Readonly<Record<Delimiter, string>> = {
  comma: ',',
  tab: '\t',
  pipe: '|',
  semicolon: ';',
  space: ' ',
};

/**
 * The delimiters a format accepts: one list, or one list per file extension
 * (brand assignment: comma for .csv; tab, pipe, semicolon or space for .txt).
 */
export type DelimiterRule = readonly Delimiter[] | Readonly<Record<string, readonly Delimiter[]>>;

/** The delimiters allowed for this file name; an extension the rule does not name gets all of the rule's delimiters. */
export function delimitersFor(rule: DelimiterRule, fileName: string): readonly Delimiter[] {
  if (isList(rule)) return rule;
  const own = rule[extname(fileName).toLowerCase()];
  if (own) return own;
  return [...new Set(Object.values(rule).flat())];
}

/** "comma, tab or pipe" */
export function describeDelimiters(delimiters: readonly Delimiter[]): string {
  if (delimiters.length <= 1) return delimiters.join('');
  return `${delimiters.slice(0, -1).join(', ')} or ${delimiters[delimiters.length - 1]}`;
}

function isList(rule: DelimiterRule): rule is readonly Delimiter[] {
  return Array.isArray(rule);
}
