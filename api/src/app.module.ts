import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { AvailabilityValuesModule } from './availability-values/availability-values.module';
import { BrandsModule } from './brands/brands.module';
import { CategoriesModule } from './categories/categories.module';
import { SharedStateModule } from './common/jobs/shared-state.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CurrentModule } from './current/current.module';
import { DatabaseModule } from './database/database.module';
import { ExportModule } from './export/export.module';
import { HealthModule } from './health/health.module';
import { PartsModule } from './parts/parts.module';
import { ProductsModule } from './products/products.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      // ExportModule precedes CurrentModule: its fixed /current/... paths must not be taken for /current/:id.
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), SharedStateModule, HealthModule, AuthModule, BrandsModule, ProductsModule, PartsModule, CategoriesModule, ExportModule, CurrentModule, AvailabilityValuesModule],
    };
  }
}
