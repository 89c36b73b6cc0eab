import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ProductFeedService } from './product-feed.service';
import { StockFeedService } from './stock-feed.service';
import { DiagnosticsService } from './diagnostics.service';
import { FeedsController } from './feeds.controller';
import { ProductIssuesReader } from './product-issues-reader';
import { CurrentItemIssuesReader } from './current-item-issues-reader';
import { FeedRulesCoreModule } from './feed-rules/feed-rules-core.module';
import { FeedRulesController } from './feed-rules/feed-rules.controller';
import { FeedRulesService } from './feed-rules/feed-rules.service';
import { FeedRulesPreviewService } from './feed-rules/feed-rules-preview.service';

/** What is written into both feeds, checked before anything is sent, and the feed rules that shape it. */
@Module({
  imports: [CategoriesModule, FeedRulesCoreModule],
  controllers: [FeedsController, FeedRulesController],
  providers: [DiagnosticsService, ProductIssuesReader, CurrentItemIssuesReader, ProductFeedService, StockFeedService, FeedRulesService, FeedRulesPreviewService],
  exports: [ProductFeedService, StockFeedService],
})
export class FeedsModule {}
