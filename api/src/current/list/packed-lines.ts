const LINE = '\n';
const NEWLINE_BYTE = 0x0a;

/**
 * Appended integers in a typed array that doubles when full. Memory reserved but never written is
 * never touched, so it costs address space, not resident memory.
 */
export class IntColumn {
  private array: Int32Array;
  length = 0;

  constructor(expected: number) {
    this.array = new Int32Array(Math.max(1024, expected + 1));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const larger = new Int32Array(this.array.length * 2);
      larger.set(this.array);
      this.array = larger;
    }
    this.array[this.length++] = value;
  }

  values(): Int32Array {
    return this.array.subarray(0, this.length);
  }
}

/** Lines of text as UTF-8 in one buffer, each ending in a line break, with the offset where each starts. */
export class ByteColumn {
  private bytes: Buffer;
  private readonly starts: IntColumn;
  private length = 0;

  constructor(expected: number, bytesEach: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(64 * 1024, expected * bytesEach));
    this.starts = new IntColumn(expected + 1);
  }

  /** Line-separated values, written at once; a line break ends the last one too. */
  appendLines(lines: string): void {
    const most = (lines.length + 1) * 3;
    if (this.length + most > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + most));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    const from = this.length;
    this.length += this.bytes.write(`${lines}${LINE}`, from, 'utf8');
    // UTF-8 never uses the line-break byte inside another character, so each one ends a line.
    this.starts.push(from);
    for (let at = this.bytes.indexOf(NEWLINE_BYTE, from); at !== -1 && at < this.length - 1; at = this.bytes.indexOf(NEWLINE_BYTE, at + 1)) {
      this.starts.push(at + 1);
    }
  }

  values(): [Buffer, Int32Array] {
    this.starts.push(this.length);
    return [this.bytes.subarray(0, this.length), this.starts.values()];
  }
}

/**
 * A list of ids packed into one buffer outside the JavaScript heap, about 12 bytes an id where an array of strings
 * holds about 40: a short list's ids kept whole for its pages (SortedPositions).
 */
export class PackedIds {
  private constructor(
    private readonly bytes: Buffer,
    private readonly starts: Int32Array,
  ) {}

  static of(ids: readonly string[]): PackedIds {
    const column = new ByteColumn(ids.length, 12);
    if (ids.length) column.appendLines(ids.join(LINE));
    return new PackedIds(...column.values());
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** The ids from `start` up to, not including, `end`. */
  slice(start: number, end: number): string[] {
    const ids: string[] = [];
    for (let line = start; line < Math.min(end, this.length); line++) ids.push(this.bytes.toString('utf8', this.starts[line], this.starts[line + 1] - 1));
    return ids;
  }
}
