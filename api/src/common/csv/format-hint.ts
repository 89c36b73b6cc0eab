import { DELIMITER_CHAR, Delimiter, DelimiterRule, delimitersFor, describeDelimiters } from './delimiters';
import { requiredGroups } from './header-binding';
import type { ImportFormat } from './import-format';

export interface ColumnHelp {
  header: string;
  aliases: string[];
  /** 'required', 'optional', or 'one of item_number, id' for alternatives. */
  presence: string;
  description: string;
  example: string;
}

export interface FormatHelp {
  name: string;
  columns: ColumnHelp[];
  delimiters: string;
  exactColumns?: number;
}

/** The accepted columns as data, for an API answer the dialogs and docs render. */
export function describeFormat<T>(format: ImportFormat<T>): FormatHelp {
  const groups = requiredGroups(format);
  return {
    name: format.name,
    columns: format.columns.map((column) => {
      const group = column.requiredGroup ? groups.get(column.requiredGroup) : undefined;
      const presence = group
        ? `one of ${group.map((i) => format.columns[i].header).join(', ')}`
        : column.required
          ? 'required'
          : 'optional';
      return {
        header: column.header,
        aliases: [...(column.aliases ?? [])],
        presence,
        description: column.description,
        example: column.example,
      };
    }),
    delimiters: describeRule(format.delimiters),
    exactColumns: format.exactColumns,
  };
}

/** The accepted columns as plain text for an import dialog's hint or the user guide. */
export function formatHint<T>(format: ImportFormat<T>): string {
  const help = describeFormat(format);
  const lines = [`Columns of the ${help.name} (header names ignore case; spaces, '-' and '_' count alike):`];
  for (const column of help.columns) {
    const also = column.aliases.length ? ` (also ${column.aliases.join(', ')})` : '';
    lines.push(`- ${column.header}${also}, ${column.presence}: ${column.description}. Example: ${column.example}`);
  }
  if (help.exactColumns !== undefined) lines.push(`Exactly ${help.exactColumns} columns.`);
  lines.push(`Values separated by ${help.delimiters}. Other columns are ignored.`);
  return lines.join('\n');
}

/** A small sample file built from the columns' examples (header and one row). */
export function sampleCsv<T>(format: ImportFormat<T>, fileName = 'sample.csv'): string {
  const delimiter: Delimiter = delimitersFor(format.delimiters, fileName)[0] ?? 'comma';
  const char = DELIMITER_CHAR[delimiter];
  const line = (values: string[]) => values.map((v) => quoteIfNeeded(v, char)).join(char);
  const columns = oneColumnPerGroup(format);
  return `${line(columns.map((c) => c.header))}\r\n${line(columns.map((c) => c.example))}\r\n`;
}

/** A sample shows one column of each "one of" group, so formats with an exact column count stay valid. */
function oneColumnPerGroup<T>(format: ImportFormat<T>) {
  const seen = new Set<string>();
  return format.columns.filter((column) => {
    if (!column.requiredGroup) return true;
    if (seen.has(column.requiredGroup)) return false;
    seen.add(column.requiredGroup);
    return true;
  });
}

function quoteIfNeeded(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function describeRule(rule: DelimiterRule): string {
  if (Array.isArray(rule)) return describeDelimiters(rule as readonly Delimiter[]);
  return Object.entries(rule as Record<string, readonly Delimiter[]>)
    .map(([extension, delimiters]) => `${describeDelimiters(delimiters)} in ${extension} files`)
    .join('; ');
}
