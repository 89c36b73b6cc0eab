/** The one streaming reader every import uses; see read-import-file.ts for what it accepts. */
export { DELIMITER_CHAR, describeDelimiters } from './delimiters';
export type { Delimiter, DelimiterRule } from './delimiters';
export { FieldError } from './field-error';
export { displayFileName } from './file-name';
export { describeFormat, formatHint, sampleCsv } from './format-hint';
export { importableHeader } from './export-header';
export type { ColumnHelp, FormatHelp } from './format-hint';
export { ImportErrors } from './import-errors';
export type { RowProblem } from './import-errors';
export { ImportFileError } from './import-file-error';
export type { ColumnDef, ImportFormat, ImportRow, RowBatch } from './import-format';
export * as parsers from './parsers';
export type { Availability } from './parsers';
export { readImportFile } from './read-import-file';
export type { ImportFile, ReadImportOptions } from './read-import-file';
export { readTextLines } from './read-text-lines';
export type { TextLine } from './read-text-lines';
