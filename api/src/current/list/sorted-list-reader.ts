import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { COUNT_WHERE, whereClause } from '../sql/list.sql';
import { COUNT_OF_AVAILABILITY, ListSort, orderOf, SORTED_PAGE, SortedFilter, sortedConditions, SortOrder } from '../sql/sorted-list.sql';
import { cleanTerm, ListSlice } from './list-index';
import { CurrentListReader } from './list-reader';
import { MIN_STEP, SortedPositions, stepFor } from './sorted-positions';

/**
 * Pages of the Current Items list in a chosen order (or filtered by availability, which price and availability
 * imports change without a list version), read from current_items on both databases through the order's own
 * index. The id order without an availability filter stays with CurrentListReader, which pages any depth
 * without OFFSET. Here a page walks its index up to the page, except a page deeper than its list's step on PostgreSQL,
 * which seeks from its list's remembered positions (SortedPositions); SQLite's walk stays under 100 ms at a million
 * items. Without an availability filter the total is the one CurrentListReader keeps for the same filter (in
 * memory on SQLite, from current_item_keys on PostgreSQL), so a brand or a search is not counted on current_items again.
 */
@Injectable()
export class SortedListReader {
  private readonly positions?: SortedPositions;

  constructor(
    private readonly em: EntityManager,
    private readonly list: CurrentListReader,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (this.postgres) this.positions = new SortedPositions(config.currentExactCountLimit);
  }

  async slice(filter: SortedFilter, sort: ListSort | undefined, order: SortOrder, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    const { conditions, params } = sortedConditions(filter);
    const where = whereClause(conditions);
    const walk = () => sql.rows(SORTED_PAGE, [...params, limit, skip], { where, order: orderOf(sort, order, this.postgres) });
    if (this.positions && skip >= MIN_STEP) {
      const counted = await this.count(sql, filter, where, params);
      if (!counted.totalIsEstimate && skip >= counted.total) return { ...counted, ids: [] };
      if (skip < stepFor(counted.total)) return { ...counted, ids: await walk() };
      const page = await this.positions.page(sql, { conditions: conditions.join(' AND '), sort, order }, params, skip, limit, counted.total);
      return { ...counted, ids: page.ids, pageIsEstimate: page.estimated };
    }
    const [ids, counted] = await Promise.all([walk(), this.count(sql, filter, where, params)]);
    return { ...counted, ids };
  }

  private get postgres(): boolean {
    return this.em.getKnex().client.dialect === 'postgresql';
  }

  private async count(sql: SqlRunner, filter: SortedFilter, where: string, params: unknown[]): Promise<Pick<ListSlice, 'total' | 'totalIsEstimate'>> {
    const { availability } = filter;
    if (!availability) {
      const { total, totalIsEstimate } = await this.list.slice(filter, 0, 1);
      return { total, totalIsEstimate };
    }
    const total =
      cleanTerm(filter.brand) || cleanTerm(filter.search)
        ? await sql.one(COUNT_WHERE, params, where)
        : await sql.one(COUNT_OF_AVAILABILITY, filter.is_kit === undefined ? [availability] : [availability, filter.is_kit], filter.is_kit !== undefined);
    return { total: total ?? 0 };
  }
}
