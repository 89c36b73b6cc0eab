import { describeProblem } from './problem-location';

export interface RowProblem {
  file: string;
  line: number;
  /** The column as named in the file's header, when the problem is one value. */
  field?: string;
  /** The format's key of that column (price, availability…), whatever the header called it. */
  key?: string;
  /** The value the problem is about, as the file gave it. */
  value?: string;
  reason: string;
}

/**
 * Row-level problems of one import (one or several files). `count` is the number of rows
 * refused (a row with several problems is one refused row); every problem is kept in `all`
 * (the imports history stores them for the problems download) and the first `limit` in `rows`
 * for the answer and the dialogs. `byColumn` counts refused rows per column, so a row refused
 * for its stock_status is not counted as a price problem.
 * Warnings are remarks that do not reject anything (e.g. ignored extra columns).
 */
export class ImportErrors {
  count = 0;
  readonly rows: RowProblem[] = [];
  readonly all: RowProblem[] = [];
  readonly byColumn = new Map<string, number>();
  readonly warnings: string[] = [];

  constructor(readonly limit = 100) {}

  /** One refused row with one problem. */
  add(problem: RowProblem): void {
    this.refuse([problem]);
  }

  /** One refused row with every problem found in it. */
  refuse(problems: readonly RowProblem[]): void {
    if (!problems.length) return;
    this.count++;
    const columns = new Set(problems.map((p) => p.key ?? p.field).filter((column): column is string => column !== undefined));
    for (const column of columns) this.byColumn.set(column, (this.byColumn.get(column) ?? 0) + 1);
    for (const problem of problems) {
      this.all.push(problem);
      if (this.rows.length < this.limit) this.rows.push(problem);
    }
  }

  /**
   * Refused rows found in SQL (repeats of a key) whose every problem the importer stores itself:
   * counted, and the first of them listed, but not kept in `all`.
   */
  addStored(count: number, listed: readonly RowProblem[]): void {
    this.count += count;
    for (const problem of listed) if (this.rows.length < this.limit) this.rows.push(problem);
  }

  /** Rows refused for a value of this column (the format's key). */
  refusedFor(column: string): number {
    return this.byColumn.get(column) ?? 0;
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** The kept problems as an answer lists them: the format's column key is for counting, not for showing. */
  listed(): Array<Omit<RowProblem, 'key'>> {
    return this.rows.map(({ file, line, field, value, reason }) => ({ file, line, field, value, reason }));
  }

  /** The kept problems as sentences: "<file> line N, column 'x': reason". */
  messages(): string[] {
    return this.rows.map((p) => describeProblem(p.file, p.reason, p.line, p.field));
  }
}
