import { describeProblem } from './problem-location';

export interface RowProblem {
  file: string;
  line: number;
  /** The column as named in the file's header, when the problem is one value. */
  field?: string;
  reason: string;
}

/**
 * Row-level problems of one import (one or several files): every problem is counted,
 * the first `limit` are kept with file, line and column for the result and the UI.
 * Warnings are remarks that do not reject anything (e.g. ignored extra columns).
 */
export class ImportErrors {
  count = 0;
  readonly rows: RowProblem[] = [];
  readonly warnings: string[] = [];

  constructor(readonly limit = 100) {}

  add(problem: RowProblem): void {
    this.count++;
    if (this.rows.length < this.limit) this.rows.push(problem);
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** The kept problems as sentences: "<file> line N, column 'x': reason". */
  messages(): string[] {
    return this.rows.map((p) => describeProblem(p.file, p.reason, p.line, p.field));
  }
}
