import { ByteColumn, IntColumn } from './packed-lines';

export interface ListFilter {
  /** Case-insensitive part of the id, the part number or the brand. */
  search?: string;
  is_kit?: boolean;
  /** Case-insensitive part of the brand name. */
  brand?: string;
}

export interface ListSlice {
  ids: string[];
  total: number;
  /** True while the total is the planner's estimate and an exact count runs behind (PostgreSQL only). */
  totalIsEstimate?: boolean;
  /** True while a deep page starts about, not exactly, at the position asked (PostgreSQL only). */
  pageIsEstimate?: boolean;
}

/** pg_trgm splits text into three-character grams: a shorter term cannot use the trigram index, and is found by reading every item. */
export const TRIGRAM = 3;

// Separators and markers that no stored value contains: imports and the edit form refuse control characters.
// Exported for the SQL that writes the search texts (sql/list-index.sql.ts).
export const FIELD = '\u001f';
/** The type field of a search text. */
export const SINGLE = '\u0001';
export const KIT = '\u0002';
const LINE = '\n';
const NO_BRAND = -1;

/** Items are grouped by (brand, type): group = (brand number + 1) * 2 + (kit ? 1 : 0); no brand is brand number -1. */
const groupOf = (brand: number, kit: boolean) => (brand + 1) * 2 + (kit ? 1 : 0);

/**
 * Every item's id, search text, brand and type in id order, packed into two buffers and typed
 * arrays outside the JavaScript heap (about 50 MB for a million items): the heap stays as small
 * as the rest of the server needs, so V8 does not let garbage grow in proportion to it during an
 * import. Any page of any filter is found here without an OFFSET scan:
 * - no filter: the page is the range of lines;
 * - type and/or brand: each (brand, type) group keeps its lines in order, so the total is a sum
 *   of group sizes and the first line of a page is found by binary search over the line number
 *   (how many lines of the chosen groups come before it), whatever the page's depth;
 * - search: one `indexOf` pass over one buffer instead of a LIKE over a million rows (about
 *   250 ms on SQLite, against a 100 ms target), each match checked against the groups.
 */
export class ListIndex {
  private constructor(
    readonly version: number,
    /** The ids as given, UTF-8, one line each: line k's is ids[idStarts[k] … idStarts[k + 1] - 1). */
    private readonly ids: Buffer,
    private readonly idStarts: Int32Array,
    /** Lower-cased search texts as UTF-8, one line per item; `textStarts` are byte offsets. */
    private readonly text: Buffer,
    private readonly textStarts: Int32Array,
    private readonly groups: Int32Array,
    /** Lines of group g, ascending: groupLines[groupStarts[g] … groupStarts[g + 1]). */
    private readonly groupLines: Int32Array,
    private readonly groupStarts: Int32Array,
    private readonly brandNames: readonly string[],
  ) {}

  get size(): number {
    return this.groups.length;
  }

  /** Ids of the items from `skip` to `skip + limit` (in id order) that pass the filter, and how many pass. */
  slice(filter: ListFilter, skip: number, limit: number): ListSlice {
    const search = cleanTerm(filter.search);
    const chosen = this.chooseGroups(filter);
    if (search) return this.searchSlice(search, chosen, skip, limit);
    if (!chosen) {
      const end = Math.min(this.size, skip + limit);
      return { ids: this.idRange(skip, end), total: this.size };
    }
    return this.groupSlice(chosen, skip, limit);
  }

  /** The groups a type and brand filter keep (1 each), or undefined when neither is given. */
  private chooseGroups(filter: ListFilter): Uint8Array | undefined {
    const brand = cleanTerm(filter.brand);
    if (filter.is_kit === undefined && !brand) return undefined;
    const chosen = new Uint8Array(this.groupStarts.length - 1);
    for (let number = NO_BRAND; number < this.brandNames.length; number++) {
      if (brand && (number === NO_BRAND || !this.brandNames[number].includes(brand))) continue;
      for (const kit of [false, true]) {
        if (filter.is_kit === undefined || filter.is_kit === kit) chosen[groupOf(number, kit)] = 1;
      }
    }
    return chosen;
  }

  private searchSlice(term: string, chosen: Uint8Array | undefined, skip: number, limit: number): ListSlice {
    const lines: number[] = [];
    let total = 0;
    this.forEachMatch(term, (line) => {
      if (chosen && chosen[this.groups[line]] === 0) return;
      if (total >= skip && lines.length < limit) lines.push(line);
      total++;
    });
    return { ids: lines.map((line) => this.idAt(line)), total };
  }

  private groupSlice(chosen: Uint8Array, skip: number, limit: number): ListSlice {
    const picked: number[] = [];
    let total = 0;
    for (let group = 0; group < chosen.length; group++) {
      const size = this.groupStarts[group + 1] - this.groupStarts[group];
      if (chosen[group] && size) {
        picked.push(group);
        total += size;
      }
    }
    if (skip >= total || limit <= 0) return { ids: [], total };
    // The first line of the page: the lowest line with more than `skip` chosen lines at or before it.
    let low = 0;
    let high = this.size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.countBefore(picked, middle + 1) > skip) high = middle;
      else low = middle + 1;
    }
    const page: number[] = [];
    for (const group of picked) {
      const first = this.lowerBound(group, low);
      const end = Math.min(this.groupStarts[group + 1], first + limit);
      for (let at = first; at < end; at++) page.push(this.groupLines[at]);
    }
    page.sort((a, b) => a - b);
    return { ids: page.slice(0, limit).map((line) => this.idAt(line)), total };
  }

  /** How many lines of the picked groups come before `line`. */
  private countBefore(picked: readonly number[], line: number): number {
    let count = 0;
    for (const group of picked) count += this.lowerBound(group, line) - this.groupStarts[group];
    return count;
  }

  /** Position in groupLines of the group's first line at or after `line`. */
  private lowerBound(group: number, line: number): number {
    let low = this.groupStarts[group];
    let high = this.groupStarts[group + 1];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.groupLines[middle] < line) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private forEachMatch(term: string, visit: (line: number) => void): void {
    const bytes = Buffer.from(term, 'utf8');
    let line = 0;
    let from = 0;
    for (;;) {
      const at = this.text.indexOf(bytes, from);
      if (at === -1) return;
      line = this.lineOf(at, line);
      visit(line);
      from = this.textStarts[line + 1];
    }
  }

  /** The line holding text position `at`, searching forward from `from` (matches come in order). */
  private lineOf(at: number, from: number): number {
    let low = from;
    let step = 1;
    let high = from + step;
    while (high < this.size && this.textStarts[high] <= at) {
      low = high;
      step *= 2;
      high = low + step;
    }
    high = Math.min(high, this.size);
    while (high - low > 1) {
      const middle = (low + high) >>> 1;
      if (this.textStarts[middle] <= at) low = middle;
      else high = middle;
    }
    return low;
  }

  private idRange(start: number, end: number): string[] {
    const ids: string[] = [];
    for (let line = start; line < end; line++) ids.push(this.idAt(line));
    return ids;
  }

  private idAt(line: number): string {
    return this.ids.toString('utf8', this.idStarts[line], this.idStarts[line + 1] - 1);
  }

  /** Collects items in id order without keeping one object per item; `expected` sizes the buffers. */
  static builder(version: number, expected: number): ListIndexBuilder {
    return new ListIndexBuilder(expected, (...parts) => new ListIndex(version, ...parts));
  }
}

type Assemble = (
  ids: Buffer,
  idStarts: Int32Array,
  text: Buffer,
  textStarts: Int32Array,
  groups: Int32Array,
  groupLines: Int32Array,
  groupStarts: Int32Array,
  brandNames: readonly string[],
) => ListIndex;

/** Bytes reserved per item at first: ids and search texts of usual length fit without regrowing. */
const ID_BYTES = 16;
const TEXT_BYTES = 48;

export class ListIndexBuilder {
  private readonly ids: ByteColumn;
  private readonly text: ByteColumn;
  private readonly groups: IntColumn;
  private readonly brandIndex = new Map<string, number>();

  constructor(
    expected: number,
    private readonly assemble: Assemble,
  ) {
    this.ids = new ByteColumn(expected, ID_BYTES);
    this.text = new ByteColumn(expected, TEXT_BYTES);
    this.groups = new IntColumn(expected);
  }

  /**
   * The next items in id order, given whole the way one SQL row brings a batch, so that the work is
   * per batch more than per item: `ids` one per line; `texts` one item per line as the batch read
   * (sql/list-index.sql.ts) makes it: id FIELD part number FIELD brand FIELD type, the type being SINGLE
   * or KIT. The type stays in the search text: a search term never holds a control character, so it
   * cannot match it.
   */
  add(ids: string, texts: string): void {
    const lower = texts.toLowerCase();
    this.ids.appendLines(ids);
    this.text.appendLines(lower);
    for (let end = -1; end < lower.length; ) {
      const start = end + 1;
      end = lower.indexOf(LINE, start);
      if (end === -1) end = lower.length;
      const typeField = end - 2;
      const brandStart = lower.lastIndexOf(FIELD, typeField - 1) + 1;
      const brand = lower.slice(brandStart, typeField);
      this.groups.push(groupOf(brand ? this.brandNumber(brand) : NO_BRAND, lower[end - 1] === KIT));
    }
  }

  build(): ListIndex {
    const count = this.groups.length;
    const groups = this.groups.values();
    // Lines by group, each group's in id order: a counting sort.
    const groupStarts = new Int32Array(groupOf(this.brandIndex.size, false) + 1);
    for (const group of groups) groupStarts[group + 1]++;
    for (let group = 1; group < groupStarts.length; group++) groupStarts[group] += groupStarts[group - 1];
    const groupLines = new Int32Array(count);
    const next = groupStarts.slice(0, -1);
    for (let line = 0; line < count; line++) groupLines[next[groups[line]]++] = line;
    const [ids, idStarts] = this.ids.values();
    const [text, textStarts] = this.text.values();
    return this.assemble(ids, idStarts, text, textStarts, groups, groupLines, groupStarts, [...this.brandIndex.keys()]);
  }

  private brandNumber(name: string): number {
    let number = this.brandIndex.get(name);
    if (number === undefined) {
      number = this.brandIndex.size;
      this.brandIndex.set(name, number);
    }
    return number;
  }
}

/** Lower-cased, trimmed, without the separators, so a term never spans two fields or two items. */
export function cleanTerm(term: string | undefined): string {
  return (term ?? '').replace(/[\u0000-\u001f]/g, '').trim().toLowerCase();
}
