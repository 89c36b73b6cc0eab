import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { tmpdir } from 'node:os';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CurrentImportsController } from './current-imports.controller';
import { CurrentItemsController } from './current-items.controller';
import { CurrentItemsService } from './current-items.service';
import { CurrentItem } from './entities/current-item.entity';
import { CurrentImportsService } from './imports/current-imports.service';
import { ListIndexService } from './list/list-index.service';
import { CurrentStatsService } from './stats/current-stats.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([CurrentItem]),
    // Uploads go to a temporary file, so a million-row file is streamed, never held in memory.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: diskStorage({ destination: tmpdir() }),
        limits: { fileSize: config.uploadLimitBytes, files: 1 },
      }),
    }),
  ],
  // The imports controller comes first: its fixed paths must not be taken for an item id.
  controllers: [CurrentImportsController, CurrentItemsController],
  providers: [CurrentItemsService, CurrentStatsService, CurrentImportsService, ListIndexService],
  exports: [CurrentItemsService],
})
export class CurrentModule {}
