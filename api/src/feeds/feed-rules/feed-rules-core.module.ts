import { Module } from '@nestjs/common';
import { ActiveFeedRules } from './active-feed-rules';
import { FeedRulesStore } from './feed-rules-store';

/**
 * The stored feed rules and the active ones, compiled: what the feeds, diagnostics and publishing apply.
 * Apart from FeedsModule so that products (publishing) can use the active rules without the feeds.
 */
@Module({
  providers: [FeedRulesStore, ActiveFeedRules],
  exports: [FeedRulesStore, ActiveFeedRules],
})
export class FeedRulesCoreModule {}
