import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CurrentImportsController } from './current-imports.controller';
import { CurrentItemsController } from './current-items.controller';
import { CurrentItemsService } from './current-items.service';
import { CurrentItem } from './entities/current-item.entity';
import { CurrentImportsService } from './imports/current-imports.service';
import { ListIndexService } from './list/list-index.service';
import { CurrentStatsService } from './stats/current-stats.service';

@Module({
  imports: [MikroOrmModule.forFeature([CurrentItem])],
  // The imports controller comes first: its fixed paths must not be taken for an item id.
  controllers: [CurrentImportsController, CurrentItemsController],
  providers: [CurrentItemsService, CurrentStatsService, CurrentImportsService, ListIndexService],
  exports: [CurrentItemsService],
})
export class CurrentModule {}
