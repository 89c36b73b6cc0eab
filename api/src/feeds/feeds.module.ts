import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ProductFeedService } from './product-feed.service';
import { DiagnosticsService } from './diagnostics.service';
import { FeedsController } from './feeds.controller';
import { ProductIssuesReader } from './product-issues-reader';
import { CurrentItemIssuesReader } from './current-item-issues-reader';

/** What the product feed would send to Google, checked before anything is sent. */
@Module({
  imports: [CategoriesModule],
  controllers: [FeedsController],
  providers: [DiagnosticsService, ProductIssuesReader, CurrentItemIssuesReader, ProductFeedService],
  exports: [ProductFeedService],
})
export class FeedsModule {}
