import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_ALL } from '../sql/list.sql';
import { PAGE_FROM_ANCHOR, pageFromAnchor, READ_ITEMS_VERSION, SAMPLED_ANCHOR, SortAnchor, SORTED_ANCHORS, SortedList } from '../sql/sorted-positions.sql';
import { KeptPositions, LISTS_KEPT, PageIds, PerVersion, samplePercent, STEP } from './kept-positions';

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

  constructor(
    private readonly exactCountLimit: number,
    /** Runs a read for at most the walk's time (CURRENT_WALK_MS), undefined past it. */
    private readonly briefly: <T>(read: (sql: SqlRunner) => Promise<T>) => Promise<T | undefined>,
  ) {}

  /**
   * The page `skip` deep of a list of `total` items; binds `params`, the filter's values. `slow`: the page's walk
   * took too long, which is kept for the list until the items change.
   */
  async page(sql: SqlRunner, list: SortedList, params: unknown[], skip: number, limit: number, total: number, slow = false): Promise<PageIds> {
    this.lists.at((await sql.one(READ_ITEMS_VERSION, [])) ?? 0);
    const kept = this.kept(list, params, total);
    if (slow) kept.slow = true;
    const { step, positions } = kept;
    const pass = () => sql.rows(SORTED_ANCHORS, [...params, step], list);
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
        const ids = await this.briefly((timed) => this.seek(timed, list, params, sampled, limit, 0));
        return { ids: ids ?? [], estimated: true };
      }
      // Too rare a list for the sample to place the page: none of it yet, while the pass finds it.
      void positions.anchors(pass);
      return { ids: [], estimated: true };
    }
    const anchors = await positions.anchors(pass);
    const at = Math.floor(skip / step);
    if (at >= anchors.length) return { ids: [], estimated: false };
    return { ids: await this.seek(sql, list, params, anchors[at], limit, skip - at * step), estimated: false };
  }

  /** Whether the list's first pages walked too long at the items version of the last page asked. */
  slow(list: SortedList, params: unknown[]): boolean {
    return Boolean(this.lists.peek(JSON.stringify([list, params]))?.slow);
  }

  private kept(list: SortedList, params: unknown[], total: number): KeptList {
    return this.lists.get(JSON.stringify([list, params]), () => ({ step: stepFor(total), positions: new KeptPositions<SortAnchor>(), slow: false }));
  }

  private seek(sql: SqlRunner, list: SortedList, params: unknown[], anchor: SortAnchor, limit: number, offset: number): Promise<string[]> {
    const page = pageFromAnchor(list, params, anchor, limit, offset);
    return sql.rows(PAGE_FROM_ANCHOR, page.params, page.shape);
  }
}
