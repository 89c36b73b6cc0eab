import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { ProductPositionsService } from './product-positions.service';
import { sqlRunner } from '../common/sql/sql-runner';
import { LIST_ORDERS, ProductKind } from './product-rows';
import { ProductSearchService } from './product-search.service';
import type { ProductPageView } from './product-views';
import { LIST_ROWS } from './sql/product-rows.sql';

/**
 * The Draft and Live tabs, newest first. A page is found in two steps: the ids of the page, then only
 * those rows with their brand. Unfiltered pages seek to a remembered position first
 * (ProductPositionsService); searches pick their plan per term (ProductSearchService).
 */
@Injectable()
export class ProductListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
    private readonly searches: ProductSearchService,
  ) {}

  async list(kind: ProductKind, skip: number, limit: number, search?: string): Promise<ProductPageView> {
    const order = LIST_ORDERS[kind];
    await this.positions.sync(kind);
    if (!search) {
      const total = await this.positions.total(kind, order);
      if (skip >= total) return { products: [], total };
      return { products: await this.rowsOf(kind, await this.positions.pageIds(kind, order, skip, limit)), total };
    }
    const { ids, total } = await this.searches.page(kind, order, search, skip, limit);
    return { products: await this.rowsOf(kind, ids), total };
  }

  /** The list rows of `ids`, in the order given. */
  private async rowsOf(kind: ProductKind, ids: number[]): Promise<ProductPageView['products']> {
    if (!ids.length) return [];
    const rows = await sqlRunner(this.em).rows(LIST_ROWS[kind], ids, ids.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }
}
