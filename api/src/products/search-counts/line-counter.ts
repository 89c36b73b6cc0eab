/** Slot widths are multiples of this many bytes: a line wastes 8 bytes on average. */
const SLOT = 16;
/** Slots are kept in strings of about this size: Node makes strings over 1 MB external, outside the JavaScript heap. */
const CHUNK_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** Strings of whole slots of one width. */
interface Slots {
  width: number;
  chunks: string[];
}

/**
 * Search lines packed into fixed-width slots, so that counting the lines that contain a term costs one
 * `indexOf` per match: after a match the search jumps to the next slot by arithmetic instead of
 * looking for the line's end. That is about 30 ns a match; Buffer.indexOf costs about 180 ns a call,
 * most of it the native call. Lines are grouped by width (their length rounded up to SLOT bytes), and
 * each slot is padded with line breaks, which no term contains.
 *
 * Lines are stored as their UTF-8 bytes in latin1 strings (one character a byte), which V8 keeps at one
 * byte a character whatever the text. A term's UTF-8 bytes can only match at character boundaries, so
 * a byte match is a text match.
 */
export class LineCounter {
  constructor(
    private readonly slots: readonly Slots[],
    readonly lines: number,
  ) {}

  /** How many lines contain `term`; the term must hold no line break (ProductCountsService.countable). */
  count(term: string): number {
    return this.countNeedle(Buffer.from(term, 'utf8').toString('latin1'));
  }

  /**
   * Counts a byte that many lines hold (the first line's first byte), so that the counting loop is
   * compiled, matches included, before any request waits for it.
   */
  warmUp(): void {
    const first = this.slots[0]?.chunks[0]?.[0];
    if (first) this.countNeedle(first);
  }

  private countNeedle(needle: string): number {
    if (!needle) return this.lines;
    let total = 0;
    for (const { width, chunks } of this.slots) {
      for (const chunk of chunks) {
        let at = chunk.indexOf(needle);
        while (at !== -1) {
          total++;
          at = chunk.indexOf(needle, (((at / width) | 0) + 1) * width);
        }
      }
    }
    return total;
  }
}

/** Collects lines into slots, a chunk at a time, so building never holds more than the result and one chunk per width. */
export class LineCounterBuilder {
  private readonly open = new Map<number, { slots: Slots; bytes: Buffer; used: number }>();
  private lines = 0;

  /** One or more lines, separated by line breaks, as one SQL row brings a batch. */
  add(batch: string): void {
    const bytes = Buffer.from(batch, 'utf8');
    for (let start = 0; start <= bytes.length; ) {
      const found = bytes.indexOf(NEWLINE, start);
      const end = found === -1 ? bytes.length : found;
      this.append(bytes, start, end);
      start = end + 1;
    }
  }

  build(): LineCounter {
    const slots = [...this.open.values()].map((open) => {
      if (open.used) open.slots.chunks.push(open.bytes.toString('latin1', 0, open.used));
      return open.slots;
    });
    this.open.clear();
    return new LineCounter(slots, this.lines);
  }

  private append(bytes: Buffer, start: number, end: number): void {
    // At least one byte of padding ends every slot, so no match runs into the next line.
    const width = Math.ceil((end - start + 1) / SLOT) * SLOT;
    let open = this.open.get(width);
    if (!open) {
      open = { slots: { width, chunks: [] }, bytes: Buffer.alloc(Math.max(1, Math.floor(CHUNK_BYTES / width)) * width, NEWLINE), used: 0 };
      this.open.set(width, open);
    }
    bytes.copy(open.bytes, open.used, start, end);
    open.used += width;
    this.lines++;
    if (open.used === open.bytes.length) {
      open.slots.chunks.push(open.bytes.toString('latin1'));
      open.bytes.fill(NEWLINE);
      open.used = 0;
    }
  }
}
