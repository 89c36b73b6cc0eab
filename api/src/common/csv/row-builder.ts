import { FieldError } from './field-error';
import { HeaderBinding, requiredGroups } from './header-binding';
import type { ImportFormat, ImportRow } from './import-format';
import type { ImportErrors, RowProblem } from './import-errors';
import { rowAssembler } from './row-assembler';
import { unguardFormula } from './formula-guard';

export type RowBuilder<T> = (fields: string[], line: number) => ImportRow<T> | undefined;

/** True when the value has something other than white space. */
export function hasContent(value: string): boolean {
  return value.length !== 0 && (value.charCodeAt(0) > 32 || value.trim().length !== 0);
}

/**
 * Turns a record into a typed row, or records why it cannot (every problem of the row, so
 * the operator fixes a row once) and returns undefined. Blank cells of optional columns become undefined;
 * parsers only ever see non-blank values.
 */
export function rowBuilder<T>(format: ImportFormat<T>, binding: HeaderBinding<T>, file: string, errors: ImportErrors): RowBuilder<T> {
  const columns = format.columns;
  const { indexes, names, fieldCount } = binding;
  const exact = format.exactColumns;
  const groups = [...requiredGroups(format).values()].filter((g) => g.some((i) => indexes[i] !== -1));
  const assemble = rowAssembler(columns.map((c) => c.key));
  const values: unknown[] = columns.map(() => undefined);

  const valueCountProblem = (fields: string[]): string | undefined => {
    let given = fields.length;
    while (given > 0 && !hasContent(fields[given - 1])) given--;
    if (exact !== undefined && given !== exact) return `must have exactly ${exact} values, found ${given}`;
    if (given > fieldCount) {
      return `has ${given} values but the header has ${fieldCount} columns; put values that contain the delimiter in double quotes`;
    }
    return undefined;
  };

  /** The format's further problems of a refused row, on columns with no problem yet, named as the file names them. */
  const alsoWrong = (judge: NonNullable<ImportFormat<T>['alsoWrong']>, found: RowProblem[], line: number): RowProblem[] => {
    const parsed = Object.fromEntries(columns.map((column, c) => [column.key, values[c]])) as Partial<T>;
    return judge(parsed).flatMap(({ column, reason }) => {
      const c = columns.findIndex((def) => def.key === column);
      if (c === -1 || indexes[c] === -1 || found.some((p) => p.key === column)) return [];
      return [{ file, line, field: names[c], key: column, value: values[c] === undefined ? undefined : String(values[c]), reason }];
    });
  };

  return (fields, line) => {
    if (fields.length !== fieldCount) {
      const reason = valueCountProblem(fields);
      if (reason) {
        errors.add({ file, line, reason });
        return undefined;
      }
    }
    const problems: RowProblem[] = [];
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c];
      const index = indexes[c];
      const raw = index >= 0 && index < fields.length ? fields[index] : '';
      const problem = (reason: string) => problems.push({ file, line, field: names[c], key: String(column.key), value: raw, reason });
      values[c] = undefined;
      if (!hasContent(raw)) {
        if (column.required) problem(`${names[c]} is empty`);
        continue;
      }
      if (raw.length > column.parse.maxLength) {
        problem(`${names[c]} is ${raw.length} characters long; at most ${column.parse.maxLength} are accepted`);
        continue;
      }
      try {
        values[c] = column.parse(unguardFormula(raw));
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        problem(`${names[c]} ${error.message}`);
      }
    }
    for (const group of groups) {
      if (group.every((c) => values[c] === undefined) && !problems.some((p) => group.some((c) => p.field === names[c]))) {
        const wanted = group.filter((c) => indexes[c] !== -1).map((c) => names[c]);
        problems.push({ file, line, reason: `needs a value in ${wanted.join(' or ')}` });
      }
    }
    if (problems.length) {
      if (format.alsoWrong) problems.push(...alsoWrong(format.alsoWrong, problems, line));
      errors.refuse(problems);
      return undefined;
    }
    return assemble(line, values) as ImportRow<T>;
  };
}
