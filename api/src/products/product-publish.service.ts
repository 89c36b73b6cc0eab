import { EntityManager } from '@mikro-orm/knex';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ProductDetailsService } from './product-details.service';
import { ProductPositionsService } from './product-positions.service';
import type { ProductDetailView } from './product-views';
import { LIVE_ID_OF_DRAFT, PUBLISH_DRAFT } from './sql/product-publish.sql';
import { productIssues } from '../feeds/rules/product-rules';
import { ActiveFeedRules } from '../feeds/feed-rules/active-feed-rules';

/**
 * Publish = copy a draft that, through the active feed rules, breaks none of Google's product data rules (the
 * errors of the rule set the feed and its diagnostics use) into live_products, one live copy per draft.
 */
@Injectable()
export class ProductPublishService {
  constructor(
    private readonly em: EntityManager,
    private readonly details: ProductDetailsService,
    private readonly positions: ProductPositionsService,
    private readonly feedRules: ActiveFeedRules,
  ) {}

  async publish(draftId: number): Promise<ProductDetailView> {
    // Checked as the feed will send it: through the active feed rules (a rule that shortens a title lets it publish; an excluded draft is never sent).
    const draft = await this.details.get('draft', draftId);
    const excluded = (await this.feedRules.forFeed('products')).apply(draft as unknown as Record<string, unknown>) !== null;
    const problems = (excluded ? [] : productIssues(draft))
      .filter((issue) => issue.severity === 'error')
      .map((issue) => ({ field: issue.attribute, message: issue.message }));
    if (problems.length) throw new BadRequestException({ detail: problems });

    const now = new Date();
    await this.em.getConnection().execute(PUBLISH_DRAFT, [true, now, now, now, draftId], 'run');
    await this.positions.invalidate('live');
    const [live] = await this.em.getConnection().execute<Array<{ id: unknown }>>(LIVE_ID_OF_DRAFT, [draftId]);
    return this.details.get('live', Number(live.id));
  }
}
