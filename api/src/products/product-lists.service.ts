import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { containsPattern, likeClause, LIKE_ESCAPE } from '../common/sql/like-pattern';
import { rawNumber } from '../common/sql/raw-values';
import { ListOrder, ProductPositionsService } from './product-positions.service';
import { LIST_COLUMNS, ProductKind, toListItem } from './product-rows';
import type { ProductPageView } from './product-views';

interface ListSource extends ListOrder {
  /** Extra columns and joins the list row needs. */
  columns: string;
  joins: string;
}

const SOURCES: Record<ProductKind, ListSource> = {
  draft: {
    table: 'draft_products',
    column: 'created_at',
    columns: 'l.id AS live_product_id',
    joins: 'LEFT JOIN live_products l ON l.draft_product_id = p.id',
  },
  live: { table: 'live_products', column: 'published_at', columns: 'p.is_live, p.published_at', joins: '' },
};

interface Filter {
  where: string[];
  params: unknown[];
}

/**
 * The Draft and Live tabs, newest first. A page is found in two steps: the ids of the page from the
 * covering (order, id, brand_id, search_key) index alone, then only those rows with their brand.
 * Unfiltered pages seek to a remembered position first (ProductPositionsService); searches read the
 * index, never the wide rows.
 */
@Injectable()
export class ProductListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
  ) {}

  async list(kind: ProductKind, skip: number, limit: number, search?: string): Promise<ProductPageView> {
    const source = SOURCES[kind];
    const filter: Filter = search ? this.searchFilter(search) : { where: [], params: [] };
    const total = search ? await this.count(source, filter) : await this.positions.total(kind, source);
    if (skip >= total) return { products: [], total };

    let offset = skip;
    if (!search) {
      const seek = await this.positions.anchorFor(kind, source, skip);
      if (seek) {
        filter.where.push(`${source.column} <= ? AND (${source.column} < ? OR id <= ?)`);
        filter.params.push(seek.anchor.at, seek.anchor.at, seek.anchor.id);
        offset = seek.offset;
      }
    }
    const rows = await this.em.getConnection().execute<Array<Record<string, unknown>>>(
      `SELECT ${LIST_COLUMNS}, ${source.columns}
       FROM (SELECT id FROM ${source.table} ${this.where(filter)}
             ORDER BY ${source.column} DESC, id DESC LIMIT ? OFFSET ?) page
       JOIN ${source.table} p ON p.id = page.id
       JOIN brands b ON b.id = p.brand_id
       ${source.joins}
       ORDER BY p.${source.column} DESC, p.id DESC`,
      [...filter.params, limit, offset],
    );
    return { products: rows.map((row) => toListItem(kind, row)), total };
  }

  private async count(source: ListSource, filter: Filter): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ n: unknown }>>(`SELECT COUNT(*) AS n FROM ${source.table} ${this.where(filter)}`, filter.params);
    return rawNumber(row?.n);
  }

  private where(filter: Filter): string {
    return filter.where.length ? `WHERE ${filter.where.map((w) => `(${w})`).join(' AND ')}` : '';
  }

  /** search_key is stored lower-cased, so only the pattern needs lowering. */
  private searchFilter(search: string): Filter {
    const pattern = containsPattern(search);
    return {
      where: [`search_key LIKE ? ${LIKE_ESCAPE} OR brand_id IN (SELECT id FROM brands WHERE ${likeClause('name')})`],
      params: [pattern, pattern],
    };
  }
}
