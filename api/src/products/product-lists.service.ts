import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { ProductPositionsService } from './product-positions.service';
import { LIST_COLUMNS, LIST_ORDERS, ListOrder, ProductKind, toListItem } from './product-rows';
import { ProductSearchService } from './product-search.service';
import type { ProductPageView } from './product-views';

interface ListSource extends ListOrder {
  /** Extra columns and joins the list row needs. */
  columns: string;
  joins: string;
}

const SOURCES: Record<ProductKind, ListSource> = {
  draft: {
    ...LIST_ORDERS.draft,
    columns: 'l.id AS live_product_id',
    joins: 'LEFT JOIN live_products l ON l.draft_product_id = p.id',
  },
  live: { ...LIST_ORDERS.live, columns: 'p.is_live, p.published_at', joins: '' },
};

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
    const source = SOURCES[kind];
    await this.positions.sync(kind);
    if (!search) {
      const total = await this.positions.total(kind, source);
      if (skip >= total) return { products: [], total };
      return { products: await this.rowsOf(kind, await this.positions.pageIds(kind, source, skip, limit)), total };
    }
    const { ids, total } = await this.searches.page(kind, source, search, skip, limit);
    return { products: await this.rowsOf(kind, ids), total };
  }

  /** The list rows of `ids`, in the order given. */
  private async rowsOf(kind: ProductKind, ids: number[]): Promise<ProductPageView['products']> {
    if (!ids.length) return [];
    const source = SOURCES[kind];
    const rows = await this.em.getConnection().execute<Array<Record<string, unknown>>>(
      `SELECT ${LIST_COLUMNS}, ${source.columns}
       FROM ${source.table} p
       JOIN brands b ON b.id = p.brand_id
       ${source.joins}
       WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toListItem(kind, row)] : [];
    });
  }
}
