import { BadRequestException } from '@nestjs/common';
import { describeProblem } from './problem-location';

/**
 * A file that cannot be imported at all (binary, empty, wrong columns, broken quoting…).
 * Nothing of it may be applied. Answers 400 with `{detail: "<file> line N, column 'x': reason"}`.
 */
export class ImportFileError extends BadRequestException {
  readonly detail: string;

  constructor(file: string, reason: string, line?: number, column?: string) {
    const detail = describeProblem(file, reason, line, column);
    super({ detail });
    this.detail = detail;
    this.message = detail;
  }
}
