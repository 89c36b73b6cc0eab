import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { containsPattern } from '../../common/sql/like-pattern';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { withinTime } from '../../common/sql/within-time';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { COUNT_OF_BRANDS, KEYED_ESTIMATE, KEYED_IDS, keyedWhere } from '../sql/keyed-list.sql';
import { COUNT_WHERE, whereClause } from '../sql/list.sql';
import { COUNT_OF_AVAILABILITY, ListSort, orderOf, SORTED_PAGE, SortedFilter, sortedConditions, SortOrder } from '../sql/sorted-list.sql';
import type { Counted } from './keyed-totals';
import { cleanTerm, ListFilter, ListSlice, TRIGRAM } from './list-index';
import { CurrentListReader } from './list-reader';
import { MIN_STEP, SortedPositions, stepFor } from './sorted-positions';
import { SortedTotals } from './sorted-totals';

/**
 * PostgreSQL: the most items a brand or a search may pass for its list to be read whole through current_item_keys'
 * indexes and sorted for each page (sortedConditions' `found`), instead of walking the order's index. Reading an
 * item by id costs about 10 µs when the list's items are spread over the table (400 ms for a brand's 40,000 of ten
 * million items; 60 ms for a search's 2,440).
 */
const SHORT_LIST = 15_000;
/**
 * The most items a list's brands may hold, or the planner may expect its search to find, for the list to be tried
 * for being short: the try reads them all when few pass. Reading a search's 39,063 matches of ten million items
 * through the trigram index took 57 ms, 346,093 took 263 ms; a search's matches among a brand's 40,000 items
 * (read through the brand index and tested one by one) 80–206 ms, among 3,120,000 items 753 ms.
 */
const PROBED = { brandItems: 50_000, searchEstimate: 200_000 };

/**
 * Pages of the Current Items list in a chosen order (or filtered by availability, which price and availability
 * imports change without a list version), read from current_items on both databases through the order's own
 * index. The id order without an availability filter stays with CurrentListReader, which pages any depth
 * without OFFSET. Here a page walks its index up to the page, except on PostgreSQL a page deeper than its list's
 * step, which seeks from its list's remembered positions (SortedPositions), and a short brand or search list, read
 * whole by id (SHORT_LIST); SQLite's walk stays under 100 ms at a million items. Without an availability filter the
 * total is the one CurrentListReader keeps for the same filter (in memory on SQLite, from current_item_keys on
 * PostgreSQL), so a brand or a search is not counted on current_items again; with one, PostgreSQL counts a long
 * brand or search list behind an estimate (SortedTotals).
 */
@Injectable()
export class SortedListReader {
  private readonly positions?: SortedPositions;
  private readonly totals?: SortedTotals;
  private readonly shortest: number;
  private readonly walkMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly list: CurrentListReader,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (this.postgres) {
      this.positions = new SortedPositions(config.currentExactCountLimit, config.currentWalkMs, (plan, read) => withinTime(em, plan, read));
      this.totals = new SortedTotals(config.currentExactCountLimit);
    }
    // Reading a short list whole counts it: never more items than the exact-count limit allows.
    this.shortest = Math.min(SHORT_LIST, config.currentExactCountLimit);
    this.walkMs = config.currentWalkMs;
  }

  async slice(filter: SortedFilter, sort: ListSort | undefined, order: SortOrder, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    const { availability, ...listed } = filter;
    const narrowed = Boolean(cleanTerm(filter.brand) || cleanTerm(filter.search));
    const found = this.totals && narrowed ? await this.shortList(sql, listed) : undefined;
    // The same list without its availability, as the id order keeps it, for its total (no page: LIMIT 0 reads no row).
    const unfiltered = !found && (!availability || (narrowed && this.totals)) ? await this.list.slice(listed, 0, 0) : undefined;
    const { conditions, params } = sortedConditions(filter, found);
    const where = whereClause(conditions);
    const page = { where, order: orderOf(sort, order, this.postgres) };
    const walk = () => sql.rows(SORTED_PAGE, [...params, limit, skip], page);
    const listedTotal = found ? { total: found.length, estimated: false } : unfiltered && { total: unfiltered.total, estimated: unfiltered.totalIsEstimate ?? false };
    const count = () => this.count(sql, filter, { where, params }, listedTotal, Boolean(found));
    if (!this.positions || found || (!conditions.length && skip < MIN_STEP)) {
      const [ids, counted] = await Promise.all([walk(), count()]);
      return { ...counted, ids };
    }
    const positions = this.positions;
    const list = { conditions: conditions.join(' AND '), sort, order };
    const fromPositions = async (counted: Pick<ListSlice, 'total' | 'totalIsEstimate'>, slow = false) => {
      const seek = await positions.page(sql, list, params, skip, limit, counted.total, slow);
      return { ...counted, ids: seek.ids, pageIsEstimate: seek.estimated };
    };
    // Once a list's walk took too long, its pages come from its positions, or from the sample until they are read.
    const slow = positions.slow(list, params);
    if (skip >= MIN_STEP || slow) {
      const counted = await count();
      if (!counted.totalIsEstimate && skip >= counted.total) return { ...counted, ids: [] };
      if (skip >= stepFor(counted.total) || slow) return fromPositions(counted);
    }
    // A filter whose items lie far into the order walks most of the index before the page's first item (a search for
    // part numbers "PN-D…" by part number took 9.8 s at ten million items, a brand by brand 1.1 s).
    const brief = withinTime(this.em, { milliseconds: this.walkMs, alongIndex: true }, (timed) => timed.rows(SORTED_PAGE, [...params, limit, skip], page));
    const [ids, counted] = await Promise.all([brief, count()]);
    return ids ? { ...counted, ids } : fromPositions(counted, true);
  }

  /**
   * PostgreSQL: the ids of a brand's or a search's list (without availability) when it holds at most SHORT_LIST
   * items (and no more than the exact-count limit), read through the filter's index when it is cheap to (PROBED).
   * The trigram index's estimates are coarse (101,011 for 2,440 items), and it cannot serve a term shorter than
   * three characters, which would read every item to find a rare one.
   */
  private async shortList(sql: SqlRunner, listed: ListFilter): Promise<string[] | undefined> {
    const brand = cleanTerm(listed.brand);
    const search = cleanTerm(listed.search);
    if (this.shortest === 0 || (!brand && search && search.length < TRIGRAM)) return undefined;
    const where = keyedWhere(listed);
    const tooMany = brand
      ? ((await sql.one(COUNT_OF_BRANDS, [containsPattern(brand)])) ?? 0) > PROBED.brandItems
      : (await sql.rows(KEYED_ESTIMATE, where.params, where))[0] > PROBED.searchEstimate;
    if (tooMany) return undefined;
    const ids = await sql.rows(KEYED_IDS, [...where.params, this.shortest + 1], where);
    return ids.length <= this.shortest ? ids : undefined;
  }

  private get postgres(): boolean {
    return this.em.getKnex().client.dialect === 'postgresql';
  }

  /** `unfiltered`: the list's total without availability, when known; `found`: the ids of a short list. */
  private async count(
    sql: SqlRunner,
    filter: SortedFilter,
    list: { where: string; params: unknown[] },
    unfiltered: Counted | undefined,
    found: boolean,
  ): Promise<Pick<ListSlice, 'total' | 'totalIsEstimate'>> {
    const { availability, is_kit } = filter;
    if (!availability) return { total: unfiltered?.total ?? 0, totalIsEstimate: unfiltered?.estimated };
    if (!cleanTerm(filter.brand) && !cleanTerm(filter.search)) {
      const total = is_kit === undefined ? await sql.one(COUNT_OF_AVAILABILITY, [availability], false) : await sql.one(COUNT_OF_AVAILABILITY, [availability, is_kit], true);
      return { total: total ?? 0 };
    }
    if (!this.totals || !unfiltered || found) return { total: (await sql.one(COUNT_WHERE, list.params, list.where)) ?? 0 };
    const counted = await this.totals.count(sql, { availability, is_kit }, list, unfiltered);
    return { total: counted.total, totalIsEstimate: counted.estimated };
  }
}
