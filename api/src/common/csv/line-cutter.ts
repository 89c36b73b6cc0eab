/** A problem with the file's structure at a known line (the reader adds the file name). */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function tooLongMessage(maxChars: number): string {
  return `the row is longer than ${Math.round(maxChars / 1024)} KiB${maxChars >= 1024 * 1024 ? ` (${maxChars / (1024 * 1024)} MiB)` : ''}; is a line break or a closing quote missing?`;
}

/**
 * Cuts streamed text into lines ending in LF, CRLF or CR (mixed endings included) and
 * numbers them from 1. Empty lines are counted but not handed out.
 */
export class LineCutter {
  /** Number of the line the unprocessed text starts on. */
  line: number;
  private carry = '';

  constructor(
    private readonly maxChars: number,
    /**
     * Receives each non-empty line as a range of `text` (slicing is left to the receiver);
     * returning false stops the cutting before that line (see cut()).
     */
    private readonly onLine: (text: string, start: number, end: number, line: number) => boolean | void,
    firstLine = 1,
  ) {
    this.line = firstLine;
  }

  /**
   * Hands out every complete line of `text` (and, when `final`, the last unterminated one).
   * When the receiver refuses a line, returns the text from that line's start on: the
   * caller reads the rest of the file another way, starting at line `this.line`.
   */
  cut(text: string, final: boolean): string | undefined {
    const s = this.carry.length ? this.carry + text : text;
    this.carry = '';
    const len = s.length;
    let lf = -2;
    let cr = s.indexOf('\r') === -1 ? -1 : -2;
    let pos = 0;
    while (pos < len) {
      if (lf !== -1 && lf < pos) lf = s.indexOf('\n', pos);
      if (cr !== -1 && cr < pos) cr = s.indexOf('\r', pos);
      let end: number;
      let next: number;
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        if (lf === -1) break;
        end = lf;
        next = lf + 1;
      } else {
        end = cr;
        if (cr + 1 < len) next = s.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
        else if (final) next = len;
        else break; // a CR at the end of a chunk may be the first half of CRLF
      }
      if (end > pos && !this.emit(s, pos, end)) return s.slice(pos);
      this.line++;
      pos = next;
    }
    if (pos === len) return undefined;
    if (final) return this.emit(s, pos, len) ? undefined : s.slice(pos);
    if (len - pos > this.maxChars) throw new CsvSyntaxError(this.line, tooLongMessage(this.maxChars));
    this.carry = s.slice(pos);
    return undefined;
  }

  private emit(s: string, start: number, end: number): boolean {
    if (end - start > this.maxChars) throw new CsvSyntaxError(this.line, tooLongMessage(this.maxChars));
    return this.onLine(s, start, end, this.line) !== false;
  }
}
