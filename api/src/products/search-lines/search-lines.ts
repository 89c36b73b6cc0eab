/** Slot widths are multiples of this many bytes: a line wastes 8 bytes on average. */
const SLOT = 16;
/** Slots are kept in strings of about this size: Node makes strings over 1 MB external, outside the JavaScript heap. */
const CHUNK_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** Where a line's product stands in its list: the list's order value (a time, as a number) and the product id. */
export interface LinePlace {
  order: number;
  id: number;
}

/** Whole slots of one width, with each slot's place in the list. */
interface Chunk {
  text: string;
  orders: Float64Array;
  ids: Int32Array;
}

interface WidthGroup {
  width: number;
  chunks: Chunk[];
}

/** Whether a line at (order, id) comes before `b` in a list shown newest first: later order value, then higher id. */
export const newerThan = (a: LinePlace, b: LinePlace) => a.order > b.order || (a.order === b.order && a.id > b.id);

/**
 * Search lines packed into fixed-width slots, so that finding the lines that contain a term costs one
 * `indexOf` per match: after a match the search jumps to the next slot by arithmetic instead of
 * looking for the line's end. That is about 30 ns a match; Buffer.indexOf costs about 180 ns a call,
 * most of it the native call. Lines are grouped by width (their length rounded up to SLOT bytes), and
 * each slot is padded with line breaks, which no term contains.
 *
 * Lines are stored as their UTF-8 bytes in latin1 strings (one character a byte), which V8 keeps at one
 * byte a character whatever the text. A term's UTF-8 bytes can only match at character boundaries, so
 * a byte match is a text match.
 */
export class SearchLines {
  constructor(
    private readonly groups: readonly WidthGroup[],
    readonly lines: number,
  ) {}

  /** How many lines contain `term`; the term must hold no line break (ProductSearchLinesService.searchable). */
  count(term: string): number {
    return this.countNeedle(latin1(term));
  }

  /** How many lines contain `term`, and the places of the `first` of them in the list, newest first. */
  newest(term: string, first: number): { total: number; places: LinePlace[] } {
    return this.newestOf(latin1(term), first);
  }

  /**
   * Searches a byte that many lines hold (the first line's first byte), so that the search loops are
   * compiled, matches included, before any request waits for them.
   */
  warmUp(): void {
    const first = this.groups[0]?.chunks[0]?.text[0];
    if (!first) return;
    this.countNeedle(first);
    this.newestOf(first, 50);
  }

  private countNeedle(needle: string): number {
    if (!needle) return this.lines;
    let total = 0;
    for (const { width, chunks } of this.groups) {
      for (const { text } of chunks) {
        let at = text.indexOf(needle);
        while (at !== -1) {
          total++;
          at = text.indexOf(needle, (((at / width) | 0) + 1) * width);
        }
      }
    }
    return total;
  }

  private newestOf(needle: string, first: number): { total: number; places: LinePlace[] } {
    const kept = new NewestPlaces(first);
    let total = 0;
    for (const { width, chunks } of this.groups) {
      for (const { text, orders, ids } of chunks) {
        let at = text.indexOf(needle);
        // An empty needle is found at every slot start, and at the end of the text, where no slot is.
        while (at !== -1 && at < text.length) {
          const slot = (at / width) | 0;
          total++;
          kept.offer(orders[slot], ids[slot]);
          at = text.indexOf(needle, (slot + 1) * width);
        }
      }
    }
    return { total, places: kept.newestFirst() };
  }
}

const latin1 = (term: string) => Buffer.from(term, 'utf8').toString('latin1');

/**
 * The newest `capacity` places offered: a min-heap in typed arrays whose root is the oldest one kept,
 * so that a match older than all kept costs one comparison and none costs an allocation.
 */
class NewestPlaces {
  private readonly orders: Float64Array;
  private readonly ids: Int32Array;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.orders = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
  }

  offer(order: number, id: number): void {
    if (this.size < this.capacity) {
      this.size++;
      this.siftUp(this.size - 1, order, id);
    } else if (this.capacity > 0 && this.newer(order, id, 0)) {
      this.siftDown(order, id);
    }
  }

  newestFirst(): LinePlace[] {
    const places = Array.from({ length: this.size }, (_, at) => ({ order: this.orders[at], id: this.ids[at] }));
    return places.sort((a, b) => (newerThan(a, b) ? -1 : 1));
  }

  /** Whether (order, id) is newer than the place kept at `at`. */
  private newer(order: number, id: number, at: number): boolean {
    return order > this.orders[at] || (order === this.orders[at] && id > this.ids[at]);
  }

  /** Puts (order, id) at the free slot `at`, moving newer parents down. */
  private siftUp(at: number, order: number, id: number): void {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.newer(order, id, parent)) break;
      this.move(parent, at);
      at = parent;
    }
    this.orders[at] = order;
    this.ids[at] = id;
  }

  /** Replaces the root, the oldest kept, with (order, id), moving older children up. */
  private siftDown(order: number, id: number): void {
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const older = right < this.size && this.newer(this.orders[left], this.ids[left], right) ? right : left;
      if (!this.newer(order, id, older)) break;
      this.move(older, at);
      at = older;
    }
    this.orders[at] = order;
    this.ids[at] = id;
  }

  private move(from: number, to: number): void {
    this.orders[to] = this.orders[from];
    this.ids[to] = this.ids[from];
  }
}

/** The chunk of a width being filled: `used` bytes of slots so far. */
interface OpenChunk {
  group: WidthGroup;
  bytes: Buffer;
  orders: Float64Array;
  ids: Int32Array;
  used: number;
}

/**
 * Collects lines with their places into slots, a chunk at a time, so building never holds more than
 * the result and one chunk per width.
 */
export class SearchLinesBuilder {
  private readonly open = new Map<number, OpenChunk>();
  private lines = 0;

  /**
   * One or more lines, as one SQL row brings a batch: `lines`, `orders` and `ids` each hold one value
   * per line, separated by line breaks, in the same order.
   */
  add(lines: string, orders: string, ids: string): void {
    const bytes = Buffer.from(lines, 'utf8');
    const orderValues = orders.split('\n');
    const idValues = ids.split('\n');
    for (let start = 0, line = 0; start <= bytes.length; line++) {
      const found = bytes.indexOf(NEWLINE, start);
      const end = found === -1 ? bytes.length : found;
      this.append(bytes, start, end, Number(orderValues[line]), Number(idValues[line]));
      start = end + 1;
    }
  }

  build(): SearchLines {
    const groups = [...this.open.values()].map((open) => {
      if (open.used) this.flush(open);
      return open.group;
    });
    this.open.clear();
    return new SearchLines(groups, this.lines);
  }

  private append(bytes: Buffer, start: number, end: number, order: number, id: number): void {
    // At least one byte of padding ends every slot, so no match runs into the next line.
    const width = Math.ceil((end - start + 1) / SLOT) * SLOT;
    let open = this.open.get(width);
    if (!open) {
      const slots = Math.max(1, Math.floor(CHUNK_BYTES / width));
      open = { group: { width, chunks: [] }, bytes: Buffer.alloc(slots * width, NEWLINE), orders: new Float64Array(slots), ids: new Int32Array(slots), used: 0 };
      this.open.set(width, open);
    }
    const slot = open.used / width;
    bytes.copy(open.bytes, open.used, start, end);
    open.orders[slot] = order;
    open.ids[slot] = id;
    open.used += width;
    this.lines++;
    if (open.used === open.bytes.length) this.flush(open);
  }

  private flush(open: OpenChunk): void {
    const slots = open.used / open.group.width;
    open.group.chunks.push({
      text: open.bytes.toString('latin1', 0, open.used),
      orders: open.orders.slice(0, slots),
      ids: open.ids.slice(0, slots),
    });
    open.bytes.fill(NEWLINE);
    open.used = 0;
  }
}
