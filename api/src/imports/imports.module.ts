import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { ImportRecord } from './entities/import-record.entity';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

/**
 * The imports history. Global so every importing module gets ImportsService without importing this
 * module; it depends on no feature (features depend on it, one way).
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([ImportRecord])],
  controllers: [ImportsController],
  providers: [ImportsService],
  exports: [ImportsService],
})
export class ImportsModule {}
