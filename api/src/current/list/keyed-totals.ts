import { Logger } from '@nestjs/common';
import type { SqlRunner } from '../../common/sql/sql-runner';
import { containsPattern } from '../../common/sql/like-pattern';
import { COUNT_OF_BRANDS, COUNT_OF_TYPE, DROP_STALE_TOTALS, KEEP_COUNT, KEYED_COUNT, KEYED_ESTIMATE, KeyedWhere, READ_KEPT_TOTAL } from '../sql/keyed-list.sql';
import { COUNT_ALL } from '../sql/list.sql';
import { cleanTerm, ListFilter, TRIGRAM } from './list-index';

export interface Counted {
  total: number;
  estimated: boolean;
}

/** `items` scaled by the share `part` of `whole` holds: an estimate that takes two counts as independent. */
export const scaledByShare = (items: number, part: number | undefined, whole: number | undefined) => (whole ? Math.round((items * (part ?? 0)) / whole) : 0);

/**
 * PostgreSQL: how many items pass a Current Items filter at a list version. The unfiltered, by-type and by-brand
 * totals come from the stats aggregates. A filter whose count would read more than `exactCountLimit` items (its
 * brands' items, else the planner's estimate of a search's matches, or every item for a search term too short for
 * the trigram index) answers an estimate, marked as one, while the exact count runs behind into
 * current_item_list_totals, which every process reads before estimating again. Cheaper ones are counted at once.
 */
export class KeyedTotals {
  private readonly logger = new Logger(KeyedTotals.name);

  constructor(readonly exactCountLimit: number) {}

  async count(sql: SqlRunner, filter: ListFilter, where: KeyedWhere, version: number): Promise<Counted> {
    const search = cleanTerm(filter.search);
    const brand = cleanTerm(filter.brand);
    if (!brand && !search) {
      const total = filter.is_kit === undefined ? await sql.one(COUNT_ALL, []) : await sql.one(COUNT_OF_TYPE, [filter.is_kit]);
      return { total: total ?? 0, estimated: false };
    }
    // The planner cannot see how many items a brand filter's names hold (it took 57 brands for one); the brand counts can.
    const branded = brand ? ((await sql.one(COUNT_OF_BRANDS, [containsPattern(brand)])) ?? 0) : undefined;
    if (branded !== undefined && !search && filter.is_kit === undefined) return { total: branded, estimated: false };
    const kept = await this.kept(sql, where, version);
    if (kept !== undefined) return { total: kept, estimated: false };
    const estimate = branded !== undefined && !search ? await this.ofType(sql, branded, filter.is_kit) : await this.estimate(sql, where);
    // What the exact count reads: a brand's items through its index, else what the planner expects the search to find.
    const read = branded ?? (search && search.length < TRIGRAM ? await this.allItems(sql) : estimate);
    if (read <= this.exactCountLimit) {
      return { total: (await sql.one(KEYED_COUNT, where.params, where)) ?? 0, estimated: false };
    }
    void this.keepExactCount(sql, where, version);
    return { total: estimate, estimated: true };
  }

  /** `items` times the share of all items that are of the type (all of them without one). */
  private async ofType(sql: SqlRunner, items: number, isKit: boolean | undefined): Promise<number> {
    if (isKit === undefined) return items;
    const [typed, all] = await Promise.all([sql.one(COUNT_OF_TYPE, [isKit]), this.allItems(sql)]);
    return scaledByShare(items, typed, all);
  }

  /** The exact total some process counted at this version, if one has. */
  async kept(sql: SqlRunner, where: KeyedWhere, version: number): Promise<number | undefined> {
    return sql.one(READ_KEPT_TOTAL, [JSON.stringify(where), version]);
  }

  private async allItems(sql: SqlRunner): Promise<number> {
    return (await sql.one(COUNT_ALL, [])) ?? 0;
  }

  private async estimate(sql: SqlRunner, where: KeyedWhere): Promise<number> {
    const [estimate] = await sql.rows(KEYED_ESTIMATE, where.params, where);
    return estimate;
  }

  /** Behind the answer: a failure is logged, and the requests that follow keep the estimate until the next change. */
  private async keepExactCount(sql: SqlRunner, where: KeyedWhere, version: number): Promise<void> {
    try {
      await sql.run(DROP_STALE_TOTALS, [version]);
      await sql.run(KEEP_COUNT, [JSON.stringify(where), ...where.params], where);
    } catch (error) {
      this.logger.warn(`Counting a Current Items filter failed: ${(error as Error).message}`);
    }
  }
}
