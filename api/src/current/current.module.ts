import { Module } from '@nestjs/common';
import { CurrentImportsController } from './current-imports.controller';
import { CurrentItemsController } from './current-items.controller';
import { CurrentItemsService } from './current-items.service';
import { CurrentImportsService } from './imports/current-imports.service';
import { ListIndexService } from './list/list-index.service';
import { CurrentStatsService } from './stats/current-stats.service';

@Module({
  controllers: [CurrentImportsController, CurrentItemsController],
  providers: [CurrentItemsService, CurrentStatsService, CurrentImportsService, ListIndexService],
  exports: [CurrentItemsService],
})
export class CurrentModule {}
