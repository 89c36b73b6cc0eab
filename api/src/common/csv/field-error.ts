/**
 * Thrown by a column parser for one bad value. The reader records it against the row
 * (file, line, column) and carries on with the next row; the message reads after the
 * column name, e.g. "must be a number like 19.99, got 'abc'".
 */
export class FieldError extends Error {
  override readonly name = 'FieldError';
}
