import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Part } from './entities/part.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Part])],
})
export class PartsModule {}
