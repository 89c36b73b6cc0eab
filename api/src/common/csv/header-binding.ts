import { acceptedNames, columnLookup, normalizeHeader } from './header-names';
import type { ColumnDef, ImportFormat } from './import-format';
import { ImportFileError } from './import-file-error';
import { quoted } from './problem-location';

export const MAX_COLUMNS = 1000;

/** Where each column of the format sits in this file's records. */
export interface HeaderBinding<T> {
  /** Per column of `format.columns`: index in the record, or -1 when the file lacks the column. */
  indexes: number[];
  /** Per column of `format.columns`: the name the file gives it (its canonical header when absent). */
  names: string[];
  /** The format's columns present in the file, in the format's order. */
  present: (keyof T & string)[];
  /** Number of values a row is expected to have. */
  fieldCount: number;
  /** Header values that name no column of the format. */
  unknown: string[];
}

/** Matches a header record to the format; missing, duplicate or too many columns refuse the file. */
export function bindHeader<T>(fields: readonly string[], format: ImportFormat<T>, file: string, line: number): HeaderBinding<T> {
  if (fields.length > MAX_COLUMNS) {
    throw new ImportFileError(file, `has ${fields.length} columns; at most ${MAX_COLUMNS} are allowed`, line);
  }
  const lookup = columnLookup(format);
  const indexes = format.columns.map(() => -1);
  const names = format.columns.map((column) => column.header);
  const unknown: string[] = [];
  fields.forEach((field, position) => {
    const name = field.trim();
    if (name === '') return;
    const column = lookup.get(normalizeHeader(name));
    if (column === undefined) {
      unknown.push(name);
    } else if (indexes[column] !== -1) {
      throw new ImportFileError(
        file,
        `columns ${quoted(names[column])} and ${quoted(name)} both give ${format.columns[column].header}; keep only one`,
        line,
      );
    } else {
      indexes[column] = position;
      names[column] = name;
    }
  });
  if (format.exactColumns !== undefined) {
    const given = fields.map((f) => f.trim()).filter(Boolean);
    if (given.length !== format.exactColumns) {
      throw new ImportFileError(
        file,
        `must have exactly ${format.exactColumns} columns (${format.columns.map((c) => c.header).join(', ')}), found ${given.length}: ${given.map((g) => quoted(g)).join(', ')}`,
        line,
      );
    }
  }
  checkRequired(format, indexes, file, line);
  return {
    indexes,
    names,
    present: format.columns.filter((_, i) => indexes[i] !== -1).map((c) => c.key),
    fieldCount: fields.length,
    unknown,
  };
}

function checkRequired<T>(format: ImportFormat<T>, indexes: number[], file: string, line: number): void {
  const missing = (columns: ColumnDef<T>[]): never => {
    const names = columns.map((c) => `'${c.header}'`).join(' or ');
    const accepted = columns.flatMap(acceptedNames);
    throw new ImportFileError(file, `missing column ${names} (accepted names: ${accepted.join(', ')})`, line);
  };
  format.columns.forEach((column, i) => {
    if (column.required && indexes[i] === -1) missing([column]);
  });
  for (const group of requiredGroups(format).values()) {
    if (group.every((i) => indexes[i] === -1)) missing(group.map((i) => format.columns[i]));
  }
}

/** Group name → indexes of its columns in `format.columns`. */
export function requiredGroups<T>(format: ImportFormat<T>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  format.columns.forEach((column, i) => {
    if (column.requiredGroup) groups.set(column.requiredGroup, [...(groups.get(column.requiredGroup) ?? []), i]);
  });
  return groups;
}
