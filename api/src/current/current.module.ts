import { EntityManager } from '@mikro-orm/knex';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CurrentImportsController } from './current-imports.controller';
import { CurrentItemsController } from './current-items.controller';
import { CurrentItemsService } from './current-items.service';
import { CurrentImportsService } from './imports/current-imports.service';
import { IndexedListReader } from './list/indexed-list-reader';
import { KeyedListReader } from './list/keyed-list-reader';
import { KeyedTotals } from './list/keyed-totals';
import { ListIndexService } from './list/list-index.service';
import { CurrentListReader } from './list/list-reader';
import { SortedListReader } from './list/sorted-list-reader';
import { CurrentStatsService } from './stats/current-stats.service';

@Module({
  controllers: [CurrentImportsController, CurrentItemsController],
  providers: [
    CurrentItemsService,
    CurrentStatsService,
    CurrentImportsService,
    ListIndexService,
    SortedListReader,
    {
      provide: CurrentListReader,
      inject: [EntityManager, ListIndexService, APP_CONFIG],
      useFactory: (em: EntityManager, listIndex: ListIndexService, config: AppConfig) =>
        em.getKnex().client.dialect === 'postgresql'
          ? new KeyedListReader(em, new KeyedTotals(config.currentExactCountLimit), config.currentWalkMs)
          : new IndexedListReader(em, listIndex),
    },
  ],
  exports: [CurrentItemsService, CurrentStatsService],
})
export class CurrentModule {}
