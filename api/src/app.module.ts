import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { BrandsModule } from './brands/brands.module';
import { CategoriesModule } from './categories/categories.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CurrentModule } from './current/current.module';
import { DatabaseModule } from './database/database.module';
import { PartsModule } from './parts/parts.module';
import { ProductsModule } from './products/products.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), AuthModule, BrandsModule, ProductsModule, PartsModule, CategoriesModule, CurrentModule],
    };
  }
}
