import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/http-errors';
import { Page } from '../common/paging/page-query';
import { CurrentItemListQuery } from './dto/current-item.query';
import { CurrentItemView, toCurrentItemView } from './dto/current-item.view';
import { UpdateCurrentItemDto } from './dto/update-current-item.dto';
import { ListIndexService } from './list/list-index.service';
import { sliceFromTable } from './list/table-slice';
import { sqlRunner } from '../common/sql/sql-runner';
import { ITEM_BY_ID, itemsByIds, UPDATE_ITEM } from './sql/items.sql';
import { moveItemInTotals } from './stats/current-totals';

/** How long a list request waits for the in-memory index of a new version before it reads the table instead. */
const INDEX_WAIT_MS = 250;

/** The list, one item, and the edit form. Imports live in imports/. */
@Injectable()
export class CurrentItemsService {
  constructor(
    private readonly em: EntityManager,
    private readonly listIndex: ListIndexService,
  ) {}

  /**
   * The index picks the page's ids (any page, any filter, no OFFSET scan); while it is rebuilt after a
   * change, the table does. The rows come fresh from the table.
   */
  async list(query: CurrentItemListQuery): Promise<Page<CurrentItemView>> {
    const sql = sqlRunner(this.em);
    const index = await this.listIndex.within(INDEX_WAIT_MS);
    const { ids, total } = index ? index.slice(query, query.skip, query.limit) : await sliceFromTable(sql, query, query.skip, query.limit);
    if (!ids.length) return { items: [], total };
    const rows = await sql.all(itemsByIds(ids.length), ids);
    const byId = new Map(rows.map((row) => [String(row.id), toCurrentItemView(row)]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
  }

  async get(id: string): Promise<CurrentItemView> {
    const [row] = await sqlRunner(this.em).all(ITEM_BY_ID, [id]);
    if (!row) throw notFound('Current item', id);
    return toCurrentItemView(row);
  }

  /** One item's price, availability or brand; the stats aggregates move with it in the same transaction. */
  async update(id: string, dto: UpdateCurrentItemDto): Promise<CurrentItemView> {
    await this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const [row] = await sql.all(ITEM_BY_ID, [id]);
      if (!row) throw notFound('Current item', id);
      const before = toCurrentItemView(row);
      const after = {
        ...before,
        price: dto.price === undefined ? before.price : dto.price,
        availability: dto.availability ?? before.availability,
        brand: dto.brand === undefined ? before.brand : dto.brand,
      };
      await sql.run(UPDATE_ITEM, [after.price, after.availability, after.brand, new Date(), id]);
      await moveItemInTotals(sql, before, after);
      if (after.brand !== before.brand) await ListIndexService.bump(sql.run);
    });
    return this.get(id);
  }
}
