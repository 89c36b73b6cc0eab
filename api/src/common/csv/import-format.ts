import type { DelimiterRule } from './delimiters';
import type { CellParser } from './parsers';

/**
 * One column of an import file, written once per import and reused for parsing,
 * messages, the dialog's hint text, the sample file and the docs.
 * `parse` receives the raw cell (untrimmed, never empty) and throws FieldError for a bad value.
 */
export type ColumnDef<T> = {
  [K in keyof T & string]-?: {
    key: K;
    /** The canonical header name, shown in hints, samples and messages. */
    header: string;
    /** Other accepted header names. Matching ignores case, surrounding spaces and treats space, '-' and '_' alike. */
    aliases?: readonly string[];
    /** The column must be present and every row must have a value in it. */
    required: boolean;
    /**
     * Columns sharing a group name are alternatives: at least one of them must be present,
     * and every row needs a value in at least one of them (e.g. 'item' for item_number or id).
     */
    requiredGroup?: string;
    /** Also caps the raw cell's length (CellParser.maxLength), checked before parsing. */
    parse: CellParser<Exclude<T[K], undefined>>;
    description: string;
    example: string;
  };
}[keyof T & string];

export interface ImportFormat<T> {
  /** Used in messages and hints, e.g. 'price import'. */
  name: string;
  columns: readonly ColumnDef<T>[];
  delimiters: DelimiterRule;
  /** The file name extensions the upload accepts, checked before the upload, e.g. ['.csv', '.txt']. */
  extensions: readonly string[];
  /** Every row must have exactly this many values (brand assignment: 2). */
  exactColumns?: number;
  /**
   * Further problems of a row already refused for a bad value, judged on the values that did parse
   * (products: the feed rules a draft would break), so the operator fixes the row once.
   */
  alsoWrong?: (values: Partial<T>) => Array<{ column: keyof T & string; reason: string }>;
}

/** A parsed row with the line of the file it started on. */
export type ImportRow<T> = T & { line: number };

export interface RowBatch<T> {
  rows: ImportRow<T>[];
  /** The format's columns this file has, in the format's order (e.g. to know whether prices were given). */
  columns: readonly (keyof T & string)[];
}
