import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { BrandsController } from './brands.controller';
import { BrandsService } from './brands.service';
import { Brand } from './entities/brand.entity';
import { BrandExportService } from './export/brand-export.service';
import { BrandImportService } from './import/brand-import.service';
import { BrandPartsImporter } from './import/brand-parts-importer';

@Module({
  imports: [MikroOrmModule.forFeature([Brand]), ProductsModule],
  controllers: [BrandsController],
  providers: [BrandsService, BrandExportService, BrandImportService, BrandPartsImporter],
  exports: [BrandsService],
})
export class BrandsModule {}
