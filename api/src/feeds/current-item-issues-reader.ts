import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { FeedBatches, FeedItem } from './writer';
import { currentItemBatches } from './current-items-source';
import type { DiagnosticsTally } from './diagnostics-tally';
import { ActiveFeedRules } from './feed-rules/active-feed-rules';
import type { CompiledRules, RuleRecord } from './feed-rules/compile-rules';
import { CurrentItemFeedAttributes, currentItemIssues } from './rules/current-item-rules';
import type { CheckedRecord } from './product-issues-reader';

/** Applies feed rules to a current item: the engine reads and writes its attributes by name. */
export const applyToItem = (rules: CompiledRules, item: FeedItem) => rules.apply(item as unknown as RuleRecord) !== null;

/**
 * The current items seen through the active feed rules of the stock-and-price feed: what its diagnostics
 * check and what its exports send, on demand and nightly.
 */
@Injectable()
export class CurrentItemIssuesReader {
  constructor(
    private readonly em: EntityManager,
    private readonly feedRules: ActiveFeedRules,
  ) {}

  /** Every current item checked against the feed's rules, in id order, a batch at a time. */
  async *checked(rules?: CompiledRules): AsyncGenerator<CheckedRecord & { item: FeedItem }> {
    const applied = rules ?? (await this.feedRules.forFeed('current'));
    for await (const batch of currentItemBatches(this.em.fork(), undefined)) {
      for (const item of batch) {
        const excluded = applyToItem(applied, item);
        yield { id: item.id, part_number: item.part_number, title: null, brand: item.brand, issues: excluded ? [] : currentItemIssues(item), excluded, item };
      }
    }
  }

  /** The items the stock-and-price feed may send: kept by the rules, without an error on an attribute it carries, each counted in `tally`. */
  async *sendable(batches: FeedBatches, sent: CurrentItemFeedAttributes, tally: DiagnosticsTally): AsyncGenerator<FeedItem[]> {
    const rules = await this.feedRules.forFeed('current');
    for await (const batch of batches) {
      yield batch.filter((item) => {
        const excluded = applyToItem(rules, item);
        return tally.add(excluded ? [] : currentItemIssues(item, sent), excluded);
      });
    }
  }
}
