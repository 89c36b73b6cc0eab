import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/http-errors';
import { CurrentItemExportQuery, CurrentItemListQuery } from './dto/current-item.query';
import { currentItemsCsv } from './export/current-items-csv';
import { CurrentItemPageView, CurrentItemView } from './dto/current-item-views';
import { UpdateCurrentItemDto } from './dto/update-current-item.dto';
import { ListIndexService } from './list/list-index.service';
import { CurrentListReader } from './list/list-reader';
import { SortedListReader } from './list/sorted-list-reader';
import { sqlRunner } from '../common/sql/sql-runner';
import { ITEM_BY_ID, ITEMS_BY_IDS, UPDATE_ITEM } from './sql/items.sql';
import { moveItemInTotals } from './stats/current-totals';

/** The list, one item, and the edit form. Imports live in imports/. */
@Injectable()
export class CurrentItemsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: CurrentListReader,
    private readonly sorted: SortedListReader,
  ) {}

  /**
   * A reader picks the page's ids and the total; the rows come fresh from the table. The ids' natural order,
   * ascending and unfiltered by availability, is the list's own (any page at once); another sort, a descending
   * order or an availability filter reads by index.
   */
  async list(query: CurrentItemListQuery): Promise<CurrentItemPageView> {
    const ownOrder = (query.sort ?? 'id') === 'id' && query.order !== 'desc' && !query.availability;
    const { ids, total, totalIsEstimate, pageIsEstimate } = ownOrder
      ? await this.reader.slice(query, query.skip, query.limit)
      : await this.sorted.slice(query, query.sort, query.order ?? 'asc', query.skip, query.limit);
    const counted = { total, total_is_estimate: totalIsEstimate ?? false, page_is_estimate: pageIsEstimate ?? false };
    if (!ids.length) return { items: [], ...counted };
    const sql = sqlRunner(this.em);
    const items = await sql.rows(ITEMS_BY_IDS, ids, ids.length);
    const byId = new Map(items.map((item) => [item.id, item]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), ...counted };
  }

  /** Every item the filters keep, as CSV chunks in id order; read batch by batch while the response is written. */
  csv(filter: CurrentItemExportQuery): AsyncGenerator<string> {
    return currentItemsCsv(this.em.fork(), filter);
  }

  async get(id: string): Promise<CurrentItemView> {
    const item = await sqlRunner(this.em).one(ITEM_BY_ID, [id]);
    if (!item) throw notFound('Current item', id);
    return item;
  }

  /** One item's price, availability or brand; the stats aggregates move with it in the same transaction. */
  async update(id: string, dto: UpdateCurrentItemDto): Promise<CurrentItemView> {
    await this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const before = await sql.one(ITEM_BY_ID, [id]);
      if (!before) throw notFound('Current item', id);
      const after = {
        ...before,
        price: dto.price === undefined ? before.price : dto.price,
        availability: dto.availability ?? before.availability,
        brand: dto.brand === undefined ? before.brand : dto.brand,
      };
      await sql.run(UPDATE_ITEM, [after.price, after.availability, after.brand, new Date(), id]);
      await moveItemInTotals(sql, before, after);
      if (after.brand !== before.brand) await ListIndexService.bump(sql);
    });
    return this.get(id);
  }
}
