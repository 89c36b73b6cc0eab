import { guardFormula } from './formula-guard';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading
 * apostrophe (CSV injection), and cells with separators, quotes or line breaks are quoted.
 * Numbers and booleans are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = guardFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document (RFC 4180, CRLF line ends) with a UTF-8 BOM so Excel reads accents correctly. */
export function toCsv(header: string[], rows: Iterable<CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
