import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/http-errors';
import { CATEGORY_RESOLVER, ProductCategoryResolver } from './category-resolver';
import { sqlRunner } from '../common/sql/sql-runner';
import { ProductKind } from './product-rows';
import { ActiveFeedRules } from '../feeds/feed-rules/active-feed-rules';
import { issuesThroughRules } from '../feeds/feed-rules/issues-through-rules';
import type { DraftDetailView, ProductDetailView } from './product-views';
import { DETAIL_ROW } from './sql/product-rows.sql';

/** One product with every field, for the Product Details dialog. */
@Injectable()
export class ProductDetailsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CATEGORY_RESOLVER) private readonly categories: ProductCategoryResolver,
    private readonly feedRules: ActiveFeedRules,
  ) {}

  async get(kind: ProductKind, id: number): Promise<ProductDetailView> {
    const detail = await sqlRunner(this.em).one(DETAIL_ROW[kind], [id]);
    if (!detail) throw notFound(kind === 'draft' ? 'Draft product' : 'Live product', id);
    if (!detail.google_product_category) {
      detail.google_product_category = (await this.categories.resolve(detail.product_type))?.full_path ?? null;
    }
    return detail;
  }

  /** A draft with every rule of Google's product data it breaks, through the active feed rules, as publishing would judge it. */
  async draftWithIssues(id: number): Promise<DraftDetailView> {
    const draft = await this.get('draft', id);
    const issues = issuesThroughRules(await this.feedRules.forFeed('products'), draft);
    return { ...draft, issues: issues.map(({ code, severity, attribute, message }) => ({ code, severity, attribute, message })) };
  }
}
