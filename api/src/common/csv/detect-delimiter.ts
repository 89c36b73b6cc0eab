import { parse } from 'csv-parse/sync';
import { DELIMITER_CHAR, Delimiter, describeDelimiters } from './delimiters';
import { acceptedNames, recognisedColumns } from './header-names';
import type { ImportFormat } from './import-format';
import { ImportFileError } from './import-file-error';
import { quoted } from './problem-location';

const ALL_DELIMITERS = Object.keys(DELIMITER_CHAR) as Delimiter[];

/**
 * Picks the allowed delimiter whose split of the first line names the most columns of the
 * format. A first line naming no column refuses the file with what was found and the names
 * that would have been accepted.
 */
export function chooseDelimiter<T>(
  firstLine: string,
  format: ImportFormat<T>,
  allowed: readonly Delimiter[],
  file: string,
  line: number,
): Delimiter {
  const score = (d: Delimiter) => recognisedColumns(splitFirstLine(firstLine, d), format);
  let best: Delimiter | undefined;
  let bestScore = 0;
  for (const delimiter of allowed) {
    const found = score(delimiter);
    if (found > bestScore) [best, bestScore] = [delimiter, found];
  }
  if (best) return best;

  const elsewhere = ALL_DELIMITERS.find((d) => !allowed.includes(d) && score(d) > 0);
  const expectedColumns = format.columns.map((c) => c.header).join(', ');
  const accepted = format.columns.flatMap(acceptedNames).join(', ');
  const reason = elsewhere
    ? `the columns are separated by ${elsewhere}, but this file must use ${describeDelimiters(allowed)}`
    : `no known column names in the first line ${quoted(firstLine, 80)}; expected the columns ${expectedColumns} separated by ${describeDelimiters(allowed)} (accepted names: ${accepted})`;
  throw new ImportFileError(file, reason, line);
}

/** The first line's values for one delimiter; quoted values are read by csv-parse. */
export function splitFirstLine(text: string, delimiter: Delimiter): string[] {
  const char = DELIMITER_CHAR[delimiter];
  let values: string[];
  if (!text.includes('"')) {
    values = text.split(char);
  } else {
    try {
      const records = parse(text, { delimiter: char, relax_quotes: true, relax_column_count: true, bom: false }) as string[][];
      values = records[0] ?? [];
    } catch {
      values = text.split(char);
    }
  }
  return delimiter === 'space' ? values.filter((v) => v !== '') : values;
}
