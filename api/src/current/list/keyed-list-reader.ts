import type { EntityManager } from '@mikro-orm/knex';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { withinTime } from '../../common/sql/within-time';
import { KEYED_ANCHORS, KEYED_PAGE, KeyedWhere, keyedWhere, SAMPLED_POSITION } from '../sql/keyed-list.sql';
import { READ_LIST_VERSION } from '../sql/list-index.sql';
import { COUNT_ALL } from '../sql/list.sql';
import { KeptPositions, LISTS_KEPT, PageIds, PerVersion, samplePercent, STEP } from './kept-positions';
import { cleanTerm, ListFilter, ListSlice, TRIGRAM } from './list-index';
import { CurrentListReader } from './list-reader';
import { Counted, KeyedTotals } from './keyed-totals';

/**
 * Items a sampled deep page reads about. SYSTEM samples whole blocks of consecutive ids, so the error follows
 * the number of blocks read: about 0.7 % of the list with 10 % of a million narrow rows, 3–4 % with 3 %.
 */
const SAMPLED_ITEMS = 100_000;

interface Positions {
  total: Promise<Counted>;
  /**
   * False for the request that started the count: its answer is the estimate even when the exact count, run behind,
   * lands first, so that the first answer after a change does not depend on which finishes first.
   */
  askedBefore: boolean;
  /** The order key at every STEP-th position; read on the first page deeper than STEP. */
  anchors: KeptPositions<string>;
  /** A first page's walk took too long: its pages come from the positions (or a sample until they are read). */
  slow: boolean;
}

/** A filter with the bounds of the ids a page reads: the shape of KEYED_PAGE. */
type KeyedPage = KeyedWhere & { from: boolean; before: boolean };

/**
 * PostgreSQL: the list is read from current_item_keys (its migration says why), so no process holds the
 * items in memory whatever their number. A filter's total and positions are kept per list version, which
 * every change to ids, part numbers, brands or types bumps in its own transaction, and which each request
 * reads first: a change made through any process is seen by the next request on every process.
 *
 * A total that would need a full count is answered as an estimate (KeyedTotals); until the exact one lands each
 * request looks for it again. Likewise a deep page of a filter with more items than the exact-count limit, asked
 * before its positions are read, answers at once from a block sample, marked as about where it was asked, while
 * the one pass that reads the positions runs behind.
 */
export class KeyedListReader extends CurrentListReader {
  private readonly filters = new PerVersion<Positions>(LISTS_KEPT);

  constructor(
    private readonly em: EntityManager,
    private readonly totals: KeyedTotals,
    /** How long a filtered first page may walk the id order's index (CURRENT_WALK_MS). */
    private readonly walkMs: number,
  ) {
    super();
  }

  async slice(filter: ListFilter, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    await this.sync(sql);
    const where = keyedWhere(filter);
    const positions = this.positions(sql, filter, where);
    const [page, counted] = await Promise.all([this.pageIds(sql, filter, where, positions, skip, limit), this.totalOf(sql, where, positions)]);
    return { ids: page.ids, total: counted.total, totalIsEstimate: counted.estimated, pageIsEstimate: page.estimated };
  }

  private async sync(sql: SqlRunner): Promise<void> {
    this.filters.at((await sql.one(READ_LIST_VERSION, [])) ?? 0);
  }

  private positions(sql: SqlRunner, filter: ListFilter, where: KeyedWhere): Positions {
    const key = JSON.stringify(where);
    let created = false;
    const positions = this.filters.get(key, () => {
      created = true;
      const total = this.totals.count(sql, filter, where, this.filters.version);
      total.catch(() => this.filters.delete(key));
      return { total, askedBefore: false, anchors: new KeptPositions<string>(), slow: false };
    });
    if (!created) positions.askedBefore = true;
    return positions;
  }

  /** The kept total, or, while it is an estimate, the exact one a process has counted since. */
  private async totalOf(sql: SqlRunner, where: KeyedWhere, positions: Positions): Promise<Counted> {
    const counted = await positions.total;
    if (!counted.estimated || !positions.askedBefore) return counted;
    const kept = await this.totals.kept(sql, where, this.filters.version);
    if (kept === undefined) return counted;
    const exact = { total: kept, estimated: false };
    positions.total = Promise.resolve(exact);
    return exact;
  }

  private async pageIds(sql: SqlRunner, filter: ListFilter, where: KeyedWhere, positions: Positions, skip: number, limit: number): Promise<PageIds> {
    // A total asked alone (SortedListReader) reads no page, and starts no sample.
    if (limit === 0) return { ids: [], estimated: false };
    let sampling: Promise<string[] | undefined> | undefined;
    if (skip < STEP && !positions.slow) {
      const first = { ...where, from: false, before: false };
      const params = [...where.params, limit, skip];
      // A search too short for the trigram index that few items pass walks the whole index to fill its page (5 s at
      // ten million items for a two-letter one no item matched); a longer one is found through that index.
      const search = cleanTerm(filter.search);
      if (!search || search.length >= TRIGRAM) return this.exactPage(sql, first, params);
      // The sample that answers in its place is read alongside, so that a walk cut short costs its time once, not
      // its time and the sample's (60 ms and 60–140 ms for a two-letter search no item matches).
      sampling = this.sampledPageAt(sql, where, positions, skip, limit);
      sampling.catch(() => undefined);
      const ids = await withinTime(this.em, { milliseconds: this.walkMs }, (timed) => timed.rows(KEYED_PAGE, params, first));
      if (ids) return { ids, estimated: false };
      positions.slow = true;
    }
    if (!positions.anchors.read) {
      const { total, estimated } = await positions.total;
      if (!estimated && skip >= total) return { ids: [], estimated: false };
      const sampled = positions.slow || total > this.totals.exactCountLimit ? await (sampling ?? this.sampledPageAt(sql, where, positions, skip, limit)) : undefined;
      // The positions pass starts once the sampled page is read, so that the two do not share the CPU. A slow first
      // page the sample cannot place has none of its items until the pass has found them.
      if (sampled || positions.slow) {
        void this.anchorsOf(sql, where, positions);
        return { ids: sampled ?? [], estimated: true };
      }
    }
    const anchors = await this.anchorsOf(sql, where, positions);
    const at = Math.floor(skip / STEP);
    if (at >= anchors.length) return { ids: [], estimated: false };
    // A page (at most STEP rows) that starts before position (at + 1) × STEP ends before (at + 2) × STEP:
    // bounding the keys both ways keeps each brand's seek, and any sort, to 2 × STEP rows.
    const before = anchors[at + 2];
    const params = [...where.params, anchors[at], ...(before === undefined ? [] : [before]), limit, skip - at * STEP];
    return this.exactPage(sql, { ...where, from: true, before: before !== undefined }, params);
  }

  /** The filter's positions, read once per version in one pass; a failed pass is read again by the next deep page. */
  private anchorsOf(sql: SqlRunner, where: KeyedWhere, positions: Positions): Promise<string[]> {
    return positions.anchors.anchors(() => sql.rows(KEYED_ANCHORS, [...where.params, STEP], where));
  }

  /** The page from about `skip` items into the filter's order, or undefined when the sample holds none of its items. */
  private async sampledPageAt(sql: SqlRunner, where: KeyedWhere, positions: Positions, skip: number, limit: number): Promise<string[] | undefined> {
    const { total } = await positions.total;
    const fraction = Math.min(1, skip / Math.max(1, total));
    const percent = samplePercent((await sql.one(COUNT_ALL, [])) ?? 0, SAMPLED_ITEMS);
    const key = await sql.one(SAMPLED_POSITION, [fraction, percent, ...where.params], where);
    if (key === null || key === undefined) return undefined;
    return sql.rows(KEYED_PAGE, [...where.params, key, limit, 0], { ...where, from: true, before: false });
  }

  private async exactPage(sql: SqlRunner, page: KeyedPage, params: unknown[]): Promise<PageIds> {
    return { ids: await sql.rows(KEYED_PAGE, params, page), estimated: false };
  }
}
