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
  where: string;
  params: unknown[];
}

/** Above this many brands matching a search, they are matched by a subquery instead of a list of ids. */
const BRAND_IDS_INLINE = 1_000;

/**
 * The Draft and Live tabs, newest first. A page is found in two steps: the ids of the page from the
 * covering (order, id, brand_id, search_key) index alone, then only those rows with their brand.
 * Unfiltered pages seek to a remembered position first (ProductPositionsService). A search reads the
 * index, never the wide rows: its page first (a common term stops after `limit` matches), then its total,
 * which a page that is not full already gives and which is otherwise counted once per term.
 *
 * Search means "contains", so a rare term (an exact part number) costs one pass over the index (about
 * 0.3 s at 1,000,000 drafts on the bench machine). A trigram index (SQLite FTS5 trigram, PostgreSQL
 * pg_trgm) answers rare terms in milliseconds, but measured here it added about 1.8 s per 100,000
 * imported rows and took 2.4 s for a term every row contains, so the lists stay on the covering index.
 */
@Injectable()
export class ProductListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
  ) {}

  async list(kind: ProductKind, skip: number, limit: number, search?: string): Promise<ProductPageView> {
    const source = SOURCES[kind];
    if (!search) {
      const total = await this.positions.total(kind, source);
      if (skip >= total) return { products: [], total };
      return { products: await this.rowsOf(kind, await this.positions.pageIds(kind, source, skip, limit)), total };
    }
    const filter = await this.searchFilter(search);
    const ids = await this.matchingIds(source, filter, skip, limit);
    const pageTellsTotal = ids.length < limit && (ids.length > 0 || skip === 0);
    const total = pageTellsTotal
      ? skip + ids.length
      : await this.positions.searchTotal(kind, search.toLowerCase(), () => this.count(source, filter));
    return { products: await this.rowsOf(kind, ids), total };
  }

  private async matchingIds(source: ListSource, filter: Filter, skip: number, limit: number): Promise<number[]> {
    const rows = await this.em.getConnection().execute<Array<{ id: unknown }>>(
      `SELECT id FROM ${source.table} WHERE ${filter.where} ORDER BY ${source.column} DESC, id DESC LIMIT ? OFFSET ?`,
      [...filter.params, limit, skip],
    );
    return rows.map((row) => Number(row.id));
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

  private async count(source: ListSource, filter: Filter): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ n: unknown }>>(`SELECT COUNT(*) AS n FROM ${source.table} WHERE ${filter.where}`, filter.params);
    return rawNumber(row?.n);
  }

  /**
   * Part number and title through search_key (stored lower-cased, so only the pattern needs lowering),
   * brand through the ids of the brands whose name matches, looked up once in the small brands table
   * rather than for every product row.
   */
  private async searchFilter(search: string): Promise<Filter> {
    const pattern = containsPattern(search);
    const byKey = `search_key LIKE ? ${LIKE_ESCAPE}`;
    const brands = await this.em
      .getConnection()
      .execute<Array<{ id: unknown }>>(`SELECT id FROM brands WHERE ${likeClause('name')} LIMIT ?`, [pattern, BRAND_IDS_INLINE + 1]);
    if (!brands.length) return { where: byKey, params: [pattern] };
    if (brands.length > BRAND_IDS_INLINE) {
      return { where: `${byKey} OR brand_id IN (SELECT id FROM brands WHERE ${likeClause('name')})`, params: [pattern, pattern] };
    }
    const brandIds = brands.map((brand) => Number(brand.id));
    return { where: `${byKey} OR brand_id IN (${brandIds.map(() => '?').join(', ')})`, params: [pattern, ...brandIds] };
  }
}
