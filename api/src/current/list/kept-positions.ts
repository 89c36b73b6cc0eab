import { MAX_PAGE_SIZE } from '../../common/paging/page-query';

/**
 * Every STEP-th position of a list's order is remembered, so a page never skips more than STEP index entries.
 * STEP is at least the largest page, so a page spans at most two remembered positions.
 */
export const STEP = MAX_PAGE_SIZE;
/** Lists (filter, order) whose positions are kept until the next change (searches included). */
export const LISTS_KEPT = 200;
/** The percentage of a table's blocks (TABLESAMPLE SYSTEM) that holds about `sampled` of its `items` rows. */
export const samplePercent = (items: number, sampled: number) => Math.min(100, (100 * sampled) / Math.max(1, items));

/** A page's ids, and whether it starts about, not exactly, at the position asked: its list's positions are still being read. */
export interface PageIds {
  ids: string[];
  estimated: boolean;
}

/** The remembered positions of one list, read in one pass; a failed pass is read again by the next caller. */
export class KeptPositions<Anchor> {
  private reading?: Promise<Anchor[]>;
  /** The anchors once read: anchors[k] holds the order's keys at position k × STEP. */
  read?: Anchor[];

  /** The anchors, from `pass` unless a pass has started already. */
  anchors(pass: () => Promise<Anchor[]>): Promise<Anchor[]> {
    if (!this.reading) {
      const reading = pass();
      this.reading = reading;
      reading.then(
        (anchors) => (this.read = anchors),
        () => {
          if (this.reading === reading) this.reading = undefined;
        },
      );
    }
    return this.reading;
  }
}

/** What is kept per list for one version of the items: a new version lets all of it go, and past `limit` lists the oldest goes. */
export class PerVersion<Kept> {
  private current = 0;
  private readonly lists = new Map<string, Kept>();

  constructor(private readonly limit: number) {}

  get version(): number {
    return this.current;
  }

  /** Lets every list go when the items are at another version than the one they were kept at. */
  at(version: number): void {
    if (version === this.current) return;
    this.lists.clear();
    this.current = version;
  }

  get(key: string, create: () => Kept): Kept {
    const kept = this.lists.get(key);
    if (kept) return kept;
    const created = create();
    this.lists.set(key, created);
    // Map keeps insertion order: the first key is the oldest.
    if (this.lists.size > this.limit) this.lists.delete(this.lists.keys().next().value as string);
    return created;
  }

  /** The list kept under `key`, if any, without keeping one. */
  peek(key: string): Kept | undefined {
    return this.lists.get(key);
  }

  delete(key: string): void {
    this.lists.delete(key);
  }
}
