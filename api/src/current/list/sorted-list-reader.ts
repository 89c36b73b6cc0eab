import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawNumber } from '../../common/sql/raw-values';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { COUNT_OF_TYPE } from '../sql/keyed-list.sql';
import { COUNT_ALL, countWhere } from '../sql/list.sql';
import { countOfAvailability, ListSort, orderOf, SortedFilter, sortedPage, sortedWhere, SortOrder } from '../sql/sorted-list.sql';
import { cleanTerm, ListSlice } from './list-index';

/**
 * Pages of the Current Items list in a chosen order (or filtered by availability, which price and availability
 * imports change without a list version), read from current_items on both databases through the order's own
 * index. The id order without an availability filter stays with CurrentListReader, which pages any depth
 * without OFFSET; here a deep page walks its index up to the page.
 */
@Injectable()
export class SortedListReader {
  constructor(private readonly em: EntityManager) {}

  async slice(filter: SortedFilter, sort: ListSort | undefined, order: SortOrder, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    const postgres = this.em.getKnex().client.dialect === 'postgresql';
    const { where, params } = sortedWhere(filter);
    const [rows, total] = await Promise.all([
      sql.all(sortedPage(where, orderOf(sort, order, postgres)), [...params, limit, skip]),
      this.count(sql, filter, where, params),
    ]);
    return { ids: rows.map((row) => String(row.id)), total };
  }

  private async count(sql: SqlRunner, filter: SortedFilter, where: string, params: unknown[]): Promise<number> {
    const [row] = await sql.all(...countQuery(filter, where, params));
    return rawNumber(row?.n);
  }
}

/** The stats aggregates count by type and availability; a brand or a search is counted on the table. */
function countQuery(filter: SortedFilter, where: string, params: unknown[]): [string, unknown[]] {
  if (cleanTerm(filter.brand) || cleanTerm(filter.search)) return [countWhere(where), params];
  const type = filter.is_kit === undefined ? [] : [filter.is_kit];
  if (filter.availability) return [countOfAvailability(type.length > 0), [filter.availability, ...type]];
  return type.length ? [COUNT_OF_TYPE, type] : [COUNT_ALL, []];
}
