import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Brand } from './entities/brand.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Brand])],
})
export class BrandsModule {}
