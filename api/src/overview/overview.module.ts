import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/brands.module';
import { CategoriesModule } from '../categories/categories.module';
import { CurrentModule } from '../current/current.module';
import { ExportModule } from '../export/export.module';
import { ProductsModule } from '../products/products.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/** The start page's figures: reads the other modules' services, and nothing depends on it. */
@Module({
  imports: [BrandsModule, ProductsModule, CategoriesModule, CurrentModule, ExportModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
