import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { COUNT_WHERE } from '../sql/list.sql';
import { COUNT_OF_AVAILABILITY, ListSort, orderOf, SORTED_PAGE, SortedFilter, sortedWhere, SortOrder } from '../sql/sorted-list.sql';
import { cleanTerm, ListSlice } from './list-index';
import { CurrentListReader } from './list-reader';

/**
 * Pages of the Current Items list in a chosen order (or filtered by availability, which price and availability
 * imports change without a list version), read from current_items on both databases through the order's own
 * index. The id order without an availability filter stays with CurrentListReader, which pages any depth
 * without OFFSET; here a deep page walks its index up to the page. Without an availability filter the total
 * is the one CurrentListReader keeps for the same filter (in memory on SQLite, from current_item_keys on
 * PostgreSQL), so a brand or a search is not counted on current_items again.
 */
@Injectable()
export class SortedListReader {
  constructor(
    private readonly em: EntityManager,
    private readonly list: CurrentListReader,
  ) {}

  async slice(filter: SortedFilter, sort: ListSort | undefined, order: SortOrder, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    const postgres = this.em.getKnex().client.dialect === 'postgresql';
    const { where, params } = sortedWhere(filter);
    const [ids, counted] = await Promise.all([
      sql.rows(SORTED_PAGE, [...params, limit, skip], { where, order: orderOf(sort, order, postgres) }),
      this.count(sql, filter, where, params),
    ]);
    return { ids, total: counted.total, totalIsEstimate: counted.totalIsEstimate };
  }

  private async count(sql: SqlRunner, filter: SortedFilter, where: string, params: unknown[]): Promise<Omit<ListSlice, 'ids'>> {
    const { availability } = filter;
    if (!availability) return this.list.slice(filter, 0, 1);
    const total =
      cleanTerm(filter.brand) || cleanTerm(filter.search)
        ? await sql.one(COUNT_WHERE, params, where)
        : await sql.one(COUNT_OF_AVAILABILITY, filter.is_kit === undefined ? [availability] : [availability, filter.is_kit], filter.is_kit !== undefined);
    return { total: total ?? 0 };
  }
}
