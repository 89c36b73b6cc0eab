import { DynamicModule, Module, Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { AvailabilityValuesModule } from './availability-values/availability-values.module';
import { BrandsModule } from './brands/brands.module';
import { CategoriesModule } from './categories/categories.module';
import { SharedStateModule } from './common/jobs/shared-state.module';
import { CatalogStreamsModule } from './common/streams/catalog-streams';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CurrentModule } from './current/current.module';
import { DatabaseModule } from './database/database.module';
import { ExportModule } from './export/export.module';
import { FeedsModule } from './feeds/feeds.module';
import { HealthModule } from './health/health.module';
import { ImportFormatsModule } from './import-formats/import-formats.module';
import { ImportsModule } from './imports/imports.module';
import { OverviewModule } from './overview/overview.module';
import { PartsModule } from './parts/parts.module';
import { ProductsModule } from './products/products.module';

/** The feature modules. Their order does not matter: a route parameter never takes a fixed path's place (http/route-precedence.ts). */
export const FEATURE_MODULES: readonly Type[] = [
  AuthModule,
  BrandsModule,
  ProductsModule,
  PartsModule,
  CategoriesModule,
  ExportModule,
  CurrentModule,
  AvailabilityValuesModule,
  FeedsModule,
  ImportFormatsModule,
  ImportsModule,
  OverviewModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, features: readonly Type[] = FEATURE_MODULES): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), SharedStateModule, CatalogStreamsModule, HealthModule, ...features],
    };
  }
}
