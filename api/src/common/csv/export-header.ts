import { columnLookup, normalizeHeader } from './header-names';
import type { ImportFormat } from './import-format';

/**
 * The header an export writes for a column of the import that reads the file back: the column's own
 * header, or `as` when that is one of its accepted names. Called where the export's columns are declared,
 * so an export header the import would not read fails when the module loads, not in a user's hands.
 */
export function importableHeader<T>(format: ImportFormat<T>, key: keyof T & string, as?: string): string {
  const index = format.columns.findIndex((column) => column.key === key);
  if (index < 0) throw new Error(`${format.name} has no column ${key}`);
  const header = as ?? format.columns[index].header;
  if (columnLookup(format).get(normalizeHeader(header)) !== index) throw new Error(`${format.name} does not read '${header}' as its ${key} column`);
  return header;
}
