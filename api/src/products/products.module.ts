import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { FeedRulesCoreModule } from '../feeds/feed-rules/feed-rules-core.module';
import { CategoryResolver } from '../categories/mappings/category-resolver.service';
import { CATEGORY_RESOLVER } from './category-resolver';
import { ProductDetailsService } from './product-details.service';
import { ProductListsService } from './product-lists.service';
import { ProductPositionsService } from './product-positions.service';
import { ProductLifecycleService } from './product-lifecycle.service';
import { ProductPublishService } from './product-publish.service';
import { ProductSearchService } from './product-search.service';
import { ProductsController } from './products.controller';
import { ProductsImportService } from './products-import.service';
import { ProductSearchLinesService } from './search-lines/product-search-lines.service';

@Module({
  imports: [CategoriesModule, FeedRulesCoreModule],
  controllers: [ProductsController],
  providers: [
    ProductListsService,
    ProductPositionsService,
    ProductSearchLinesService,
    ProductSearchService,
    ProductDetailsService,
    ProductPublishService,
    ProductLifecycleService,
    ProductsImportService,
    // Details show the category mapped to the product type when the product has none of its own.
    { provide: CATEGORY_RESOLVER, useExisting: CategoryResolver },
  ],
  exports: [ProductPositionsService, ProductListsService],
})
export class ProductsModule {}
