import { Logger } from '@nestjs/common';
import type { Availability } from '../../common/csv/parsers';
import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_OF_TYPE } from '../sql/keyed-list.sql';
import { COUNT_ALL, COUNT_WHERE } from '../sql/list.sql';
import { COUNT_OF_AVAILABILITY } from '../sql/sorted-list.sql';
import { READ_ITEMS_VERSION } from '../sql/sorted-positions.sql';
import { DROP_STALE_SORTED_TOTALS, KEEP_SORTED_COUNT, READ_SORTED_TOTAL } from '../sql/sorted-totals.sql';
import { LISTS_KEPT, PerVersion } from './kept-positions';
import { Counted, scaledByShare } from './keyed-totals';

/** The availability a list filters by, and the type when it filters by one too. */
export interface AvailabilityOfType {
  availability: Availability;
  is_kit?: boolean;
}

/** What this process knows of one list's total at one items version. */
interface KnownTotal {
  exact?: Counted;
  counting: boolean;
}

/**
 * PostgreSQL: how many items pass an availability filter together with a brand or a search. Only current_items
 * holds availability, so the count reads every item (seconds at ten million items) unless the list is short
 * (SortedListReader counts those through their index) or the table holds no more items than the exact-count
 * limit. Otherwise a list answers at once an estimate, marked as one: the list's total without the availability
 * filter times the share of its type with that availability (the stats aggregates), while the exact count runs
 * behind into current_item_sorted_totals at the items version, which every process reads until it finds it.
 */
export class SortedTotals {
  private readonly logger = new Logger(SortedTotals.name);
  private readonly lists = new PerVersion<KnownTotal>(LISTS_KEPT);

  constructor(private readonly exactCountLimit: number) {}

  /**
   * `list`: the filter, availability included, as a WHERE clause on current_items and the values it binds;
   * `unfiltered`: the same list's total without its availability.
   */
  async count(sql: SqlRunner, type: AvailabilityOfType, list: { where: string; params: unknown[] }, unfiltered: Counted): Promise<Counted> {
    const { where, params } = list;
    if (((await sql.one(COUNT_ALL, [])) ?? 0) <= this.exactCountLimit) return { total: (await sql.one(COUNT_WHERE, params, where)) ?? 0, estimated: false };
    this.lists.at((await sql.one(READ_ITEMS_VERSION, [])) ?? 0);
    const version = this.lists.version;
    const key = JSON.stringify([where, params]);
    const known = this.lists.get(key, () => ({ counting: false }));
    if (known.exact) return known.exact;
    const kept = await sql.one(READ_SORTED_TOTAL, [key, version]);
    if (kept !== undefined) {
      known.exact = { total: kept, estimated: false };
      return known.exact;
    }
    const estimate = await this.estimate(sql, type, unfiltered.total);
    if (!known.counting) {
      known.counting = true;
      void this.keepExactCount(sql, key, where, params, version);
    }
    return { total: estimate, estimated: true };
  }

  /** The list's total without availability times the share of the items of its type that have it. */
  private async estimate(sql: SqlRunner, { availability, is_kit }: AvailabilityOfType, unfiltered: number): Promise<number> {
    const [withIt, all] = await Promise.all(
      is_kit === undefined
        ? [sql.one(COUNT_OF_AVAILABILITY, [availability], false), sql.one(COUNT_ALL, [])]
        : [sql.one(COUNT_OF_AVAILABILITY, [availability, is_kit], true), sql.one(COUNT_OF_TYPE, [is_kit])],
    );
    return scaledByShare(unfiltered, withIt, all);
  }

  /** Behind the answer: a failure is logged, and the requests that follow keep the estimate until the next change. */
  private async keepExactCount(sql: SqlRunner, key: string, where: string, params: unknown[], version: number): Promise<void> {
    try {
      await sql.run(DROP_STALE_SORTED_TOTALS, [version]);
      await sql.run(KEEP_SORTED_COUNT, [key, ...params], where);
    } catch (error) {
      this.logger.warn(`Counting a Current Items filter by availability failed: ${(error as Error).message}`);
    }
  }
}
