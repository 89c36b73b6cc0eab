import { EntityManager } from '@mikro-orm/knex';
import { BadRequestException, Injectable } from '@nestjs/common';
import { rawNumber } from '../common/sql/raw-values';
import type { ProductForRules } from '../feeds/rules/product-rules';
import { issuesThroughRules } from '../feeds/feed-rules/issues-through-rules';
import { ProductDetailsService } from './product-details.service';
import { ProductPositionsService } from './product-positions.service';
import type { BulkPublishResultView, ProductDetailView, PublishRefusalView } from './product-views';
import { BRAND_DRAFT_IDS_AFTER, draftsForRules } from './sql/product-lifecycle.sql';
import { LIVE_ID_OF_DRAFT, publishDrafts } from './sql/product-publish.sql';
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
    const [live] = await this.em.getConnection().execute<Array<{ id: unknown }>>(LIVE_ID_OF_DRAFT, [draftId]);
    return this.details.get('live', Number(live.id));
  }

  async publishMany(selection: PublishSelection): Promise<BulkPublishResultView> {
    const result: BulkPublishResultView = { published: 0, refused: [] };
    const rules = await this.feedRules.forFeed('products');
    for await (const ids of this.batches(selection)) {
      const drafts = await this.em.getConnection().execute<Array<Record<string, unknown>>>(draftsForRules(ids.length), ids);
      const valid: number[] = [];
      for (const row of drafts) {
        const errors = publishErrors(rules, forRules(row));
        if (errors.length) result.refused.push(refusal(row, errors));
        else valid.push(rawNumber(row.id));
      }
      if (valid.length) await this.copy(valid);
      result.published += valid.length;
    }
    if (result.published) await this.positions.invalidate('live');
    return result;
  }

  private async copy(ids: number[]): Promise<void> {
    const now = new Date();
    await this.em.getConnection().execute(publishDrafts(ids.length), [true, now, now, now, ...ids], 'run');
  }

  /** The chosen ids a batch at a time, or the brand's draft ids read by keyset a batch at a time. */
  private async *batches(selection: PublishSelection): AsyncGenerator<number[]> {
    if ('ids' in selection) {
      const ids = [...new Set(selection.ids)];
      for (let start = 0; start < ids.length; start += PUBLISH_BATCH) yield ids.slice(start, start + PUBLISH_BATCH);
      return;
    }
    for (let after = 0; ; ) {
      const rows = await this.em.getConnection().execute<Array<{ id: unknown }>>(BRAND_DRAFT_IDS_AFTER, [selection.brand_id, after, PUBLISH_BATCH]);
      if (!rows.length) return;
      const ids = rows.map((row) => rawNumber(row.id));
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

function forRules(row: Record<string, unknown>): ProductForRules {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    title: text(row.title),
    description: text(row.description),
    link: text(row.link),
    image_link: text(row.image_link),
    additional_image_link: text(row.additional_image_link),
    price: number(row.price),
    sale_price: number(row.sale_price),
    sale_price_effective_date: text(row.sale_price_effective_date),
    availability: text(row.availability),
    condition: text(row.condition),
    gtin: text(row.gtin),
    mpn: text(row.mpn),
    brand: text(row.brand),
    google_product_category: text(row.google_product_category),
  };
}

function refusal(row: Record<string, unknown>, errors: ReturnType<typeof publishErrors>): PublishRefusalView {
  return {
    id: rawNumber(row.id),
    part_number: String(row.part_number),
    issues: errors.map((issue) => ({ code: issue.code, attribute: issue.attribute, message: issue.message })),
  };
}
