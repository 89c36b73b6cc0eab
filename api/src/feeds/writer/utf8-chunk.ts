/** Bytes handed to the stream per write: big enough to amortise the write, small enough to stay bounded. */
const CHUNK_BYTES = 1024 * 1024;

/** The most UTF-8 bytes a UTF-16 code unit takes (a surrogate pair's two units take four). */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Entries encoded as UTF-8 one by one into a buffer, which the stream then takes in one write. Encoding
 * an entry on its own flattens only its own short string; a megabyte of entries joined into one string
 * is first flattened from thousands of pieces, at about 1.5 times the CPU (the product feed's bench
 * measures both: docs/performance.md). Taken bytes stay as they are: the next entries go after them,
 * or into a new buffer once this one is full.
 */
export class Utf8Chunk {
  private buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private start = 0;
  private end = 0;

  /** Encodes `text` after the pending bytes; returns the pending bytes to write first when there was no room for it. */
  add(text: string): Buffer | null {
    if (this.end + text.length * MAX_BYTES_PER_UNIT <= this.buffer.length) {
      this.end += this.buffer.write(text, this.end);
      return null;
    }
    const pending = this.take();
    this.buffer = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, text.length * MAX_BYTES_PER_UNIT));
    this.start = 0;
    this.end = this.buffer.write(text);
    return pending;
  }

  /** The bytes not yet taken, or null when there are none. */
  take(): Buffer | null {
    if (this.end === this.start) return null;
    const pending = this.buffer.subarray(this.start, this.end);
    this.start = this.end;
    return pending;
  }
}
