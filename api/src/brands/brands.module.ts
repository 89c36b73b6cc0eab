import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BrandsController } from './brands.controller';
import { BrandsService } from './brands.service';
import { Brand } from './entities/brand.entity';
import { BrandExportService } from './export/brand-export.service';

@Module({
  imports: [MikroOrmModule.forFeature([Brand])],
  controllers: [BrandsController],
  providers: [BrandsService, BrandExportService],
  exports: [BrandsService],
})
export class BrandsModule {}
