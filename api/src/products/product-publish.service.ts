import { EntityManager } from '@mikro-orm/knex';
import { BadRequestException, Injectable } from '@nestjs/common';
import { sqlRunner } from '../common/sql/sql-runner';
import type { ProductForRules } from '../feeds/rules/product-rules';
import { issuesThroughRules } from '../feeds/feed-rules/issues-through-rules';
import { ProductDetailsService } from './product-details.service';
import { ProductPositionsService } from './product-positions.service';
import type { BulkPublishResultView, ProductDetailView, PublishRefusalView } from './product-views';
import { BRAND_DRAFT_IDS_AFTER, DraftForRules, DRAFTS_FOR_RULES } from './sql/product-lifecycle.sql';
import { LIVE_ID_OF_DRAFT, PUBLISH_DRAFTS } from './sql/product-publish.sql';
import { ActiveFeedRules } from '../feeds/feed-rules/active-feed-rules';
import type { CompiledRules } from '../feeds/feed-rules/compile-rules';

/** Drafts checked and copied per statement in a bulk publish. */
const PUBLISH_BATCH = 500;

/** What a bulk publish takes: chosen drafts, or every draft of a brand that breaks no rule. */
export type PublishSelection = { ids: number[] } | { brand_id: number };

/**
 * Publish = copy a draft that, through the active feed rules, breaks none of Google's product data rules (the errors of the rule set the
 * feed and its diagnostics use) into live_products, one live copy per draft. A bulk publish applies the
 * same rules to each draft: those with errors are refused and listed, the others published.
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
    const draft = await this.details.get('draft', draftId);
    const problems = publishErrors(await this.feedRules.forFeed('products'), draft).map((issue) => ({ field: issue.attribute, message: issue.message }));
    if (problems.length) throw new BadRequestException({ detail: problems });

    await this.copy([draftId]);
    await this.positions.invalidate('live');
    const [liveId] = await sqlRunner(this.em).rows(LIVE_ID_OF_DRAFT, [draftId]);
    return this.details.get('live', liveId);
  }

  async publishMany(selection: PublishSelection): Promise<BulkPublishResultView> {
    const result: BulkPublishResultView = { published: 0, refused: [] };
    const rules = await this.feedRules.forFeed('products');
    for await (const ids of this.batches(selection)) {
      const drafts = await sqlRunner(this.em).rows(DRAFTS_FOR_RULES, ids, ids.length);
      const valid: number[] = [];
      for (const draft of drafts) {
        const errors = publishErrors(rules, draft.product);
        if (errors.length) result.refused.push(refusal(draft, errors));
        else valid.push(draft.id);
      }
      if (valid.length) await this.copy(valid);
      result.published += valid.length;
    }
    if (result.published) await this.positions.invalidate('live');
    return result;
  }

  private async copy(ids: number[]): Promise<void> {
    const now = new Date();
    await sqlRunner(this.em).run(PUBLISH_DRAFTS, [true, now, now, now, ...ids], ids.length);
  }

  /** The chosen ids a batch at a time, or the brand's draft ids read by keyset a batch at a time. */
  private async *batches(selection: PublishSelection): AsyncGenerator<number[]> {
    if ('ids' in selection) {
      const ids = [...new Set(selection.ids)];
      for (let start = 0; start < ids.length; start += PUBLISH_BATCH) yield ids.slice(start, start + PUBLISH_BATCH);
      return;
    }
    for (let after = 0; ; ) {
      const ids = await sqlRunner(this.em).rows(BRAND_DRAFT_IDS_AFTER, [selection.brand_id, after, PUBLISH_BATCH]);
      if (!ids.length) return;
      yield ids;
      if (ids.length < PUBLISH_BATCH) return;
      after = ids[ids.length - 1];
    }
  }
}

/** The rule errors that keep a draft from being published (warnings do not): a rule that shortens a title lets it publish. */
function publishErrors(rules: CompiledRules, product: ProductForRules) {
  return issuesThroughRules(rules, product).filter((issue) => issue.severity === 'error');
}

function refusal(draft: DraftForRules, errors: ReturnType<typeof publishErrors>): PublishRefusalView {
  return {
    id: draft.id,
    part_number: draft.part_number,
    issues: errors.map((issue) => ({ code: issue.code, attribute: issue.attribute, message: issue.message })),
  };
}
