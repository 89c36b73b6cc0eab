import type { SqlRunner } from '../../common/sql/sql-runner';
import type { ReadPlan } from '../../common/sql/within-time';
import { COUNT_ALL } from '../sql/list.sql';
import { PAGE_FROM_ANCHOR, pageFromAnchor, READ_ITEMS_VERSION, SAMPLED_ANCHOR, SortAnchor, SORTED_ANCHORS, SORTED_IDS, SortedList } from '../sql/sorted-positions.sql';
import { KeptPositions, LISTS_KEPT, PageIds, PerVersion, samplePercent, STEP } from './kept-positions';
import { PackedIds } from './packed-lines';

/**
 * Items a sampled deep page reads about. Sorting the sample's keys is most of its cost, and past about 30,000 of
 * them the sort leaves memory (work_mem): 100,000 took 340 ms at ten million items, 30,000 about 50–90 ms. The
 * error follows the number of blocks read (about 500), as for the id order's sample, where the order keeps a
 * block's consecutive rows together (the last change after one import), and is smaller where it spreads them.
 */
const SAMPLED_ITEMS = 30_000;
/**
 * The fewest of a list's items the sample must hold to answer from it. A seek from the sampled anchor reads about
 * SAMPLED_ITEMS ÷ (the list's sampled items) index entries per item of the page: with 3 sampled items of a brand
 * and a search on 1,222 of ten million items it took 5.6 s, with 50 it reads some 15,000 for a page of 25.
 */
const MIN_SAMPLED = 50;
/**
 * Positions remembered per list at most. A list's step is its length over this, so a long list keeps as many as a
 * short one, and a short, filtered list is remembered densely: its seek passes over the items its filter leaves out
 * (about 30 for each kept one, for a brand on 3 % of the items), which an unfiltered list's seek does not.
 */
const POSITIONS_PER_LIST = 1_000;
/**
 * The most items of a filtered list whose ids are kept whole once its positions are read, and how many such lists
 * are kept (about 12 bytes an id: 12 MB at most). A seek from a position passes every item the filter leaves out
 * between it and the page's end: 1.1 s for a page of a brand on 0.4 % of ten million items in price order, 2.1 s
 * for a search on 0.03 % of them; the kept ids answer any page of such a list without reading the table.
 */
const WHOLE = { items: 50_000, lists: 20 };
/** The closest positions are remembered: below this a list's page walks its index from the start. */
export const MIN_STEP = 250;

/** Every how many items a list of `total` items remembers a position. */
export const stepFor = (total: number) => Math.min(STEP, Math.max(MIN_STEP, Math.ceil(total / POSITIONS_PER_LIST)));

interface KeptList {
  step: number;
  positions: KeptPositions<SortAnchor>;
  /** Its first pages walked too long: they come from the positions too. */
  slow: boolean;
}

/**
 * PostgreSQL: deep pages of the Current Items list in another order than the id's (SortedListReader), without
 * walking the order's index up to the page (half a second at skip 5,000,000 of ten million items). As for the id
 * order (KeyedListReader), each list's keys at every step-th position (stepFor) are read in one pass and kept in the
 * process until the items change: a page seeks its index from the position at or before it and skips less than a step.
 * A filtered list of at most WHOLE.items items keeps its ids whole instead, read right after its positions.
 * They are kept per items version (Migration20261126000141_current_items_version), which every write to
 * current_items bumps, a price or availability import included, whichever process made it.
 *
 * Before a list's positions are read, a deep page answers at once from a block sample of the order's keys, marked as
 * about where it was asked, while the one pass runs behind, when the table holds more items than the exact-count
 * limit (a filtered pass walks them all too): from the sample when it holds enough of the list's items, else with
 * no items, until the pass has found them (the whole index walked, 20 s for a two-letter search no item matches).
 * Over fewer items the page waits for its pass. A first page comes here only when its walk took too long
 * (SortedListReader).
 */
export class SortedPositions {
  private readonly lists = new PerVersion<KeptList>(LISTS_KEPT);
  private readonly whole = new PerVersion<PackedIds>(WHOLE.lists);

  constructor(
    private readonly exactCountLimit: number,
    /** The walk's time (CURRENT_WALK_MS) a seek from a sampled position may take. */
    private readonly walkMs: number,
    /** Runs a read as planned (withinTime), undefined past its time. */
    private readonly planned: <T>(plan: ReadPlan, read: (sql: SqlRunner) => Promise<T>) => Promise<T | undefined>,
  ) {}

  /**
   * The page `skip` deep of a list of `total` items; binds `params`, the filter's values. `slow`: the page's walk
   * took too long, which is kept for the list until the items change.
   */
  async page(sql: SqlRunner, list: SortedList, params: unknown[], skip: number, limit: number, total: number, slow = false): Promise<PageIds> {
    const version = (await sql.one(READ_ITEMS_VERSION, [])) ?? 0;
    this.lists.at(version);
    this.whole.at(version);
    const key = JSON.stringify([list, params]);
    const kept = this.kept(key, total);
    if (slow) kept.slow = true;
    const { step, positions } = kept;
    const pass = async () => {
      const anchors = await sql.rows(SORTED_ANCHORS, [...params, step], list);
      // Before the positions count as read, so that no page seeks far once they are.
      if (list.conditions && anchors.length > 0 && anchors.length * step <= WHOLE.items) await this.keepWhole(sql, list, params, key, version);
      return anchors;
    };
    const all = positions.read ? 0 : ((await sql.one(COUNT_ALL, [])) ?? 0);
    // A filtered pass walks the order's whole index too, keeping the filter's items: its cost follows every item.
    if (all > this.exactCountLimit) {
      const percent = samplePercent(all, SAMPLED_ITEMS);
      const sampled = await sql.one(SAMPLED_ANCHOR, [percent, ...params, Math.min(1, skip / total), MIN_SAMPLED], list);
      if (sampled) {
        // The pass starts once the sampled page's anchor is read, so that the two do not share the CPU.
        void positions.anchors(pass);
        // A list whose items are sparse around the sampled keys seeks far (2.8 s for 2,851 items of a brand's 3,120,000):
        // it has no items yet either.
        const ids = await this.planned({ milliseconds: this.walkMs, alongIndex: true }, (timed) => this.seek(timed, list, params, sampled, limit, 0));
        return { ids: ids ?? [], estimated: true };
      }
      // Too rare a list for the sample to place the page: none of it yet, while the pass finds it.
      void positions.anchors(pass);
      return { ids: [], estimated: true };
    }
    const anchors = await positions.anchors(pass);
    const whole = this.whole.peek(key);
    if (whole) return { ids: whole.slice(skip, skip + limit), estimated: false };
    const at = Math.floor(skip / step);
    if (at >= anchors.length) return { ids: [], estimated: false };
    const ids = await this.planned({ alongIndex: true }, (walking) => this.seek(walking, list, params, anchors[at], limit, skip - at * step));
    return { ids: ids ?? [], estimated: false };
  }

  /** Whether the list's first pages walked too long at the items version of the last page asked. */
  slow(list: SortedList, params: unknown[]): boolean {
    return Boolean(this.lists.peek(JSON.stringify([list, params]))?.slow);
  }

  private kept(key: string, total: number): KeptList {
    return this.lists.get(key, () => ({ step: stepFor(total), positions: new KeptPositions<SortAnchor>(), slow: false }));
  }

  /** Reads a short list's ids whole and keeps them, unless the items changed meanwhile. */
  private async keepWhole(sql: SqlRunner, list: SortedList, params: unknown[], key: string, version: number): Promise<void> {
    const ids = await sql.rows(SORTED_IDS, [...params, WHOLE.items + 1], list);
    if (ids.length <= WHOLE.items && this.whole.version === version) this.whole.get(key, () => PackedIds.of(ids));
  }

  private seek(sql: SqlRunner, list: SortedList, params: unknown[], anchor: SortAnchor, limit: number, offset: number): Promise<string[]> {
    const page = pageFromAnchor(list, params, anchor, limit, offset);
    return sql.rows(PAGE_FROM_ANCHOR, page.params, page.shape);
  }
}
