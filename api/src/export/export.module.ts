import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { FeedsModule } from '../feeds/feeds.module';
import { ExportDeliveryService } from './delivery/export-delivery.service';
import { SftpConfigService } from './delivery/sftp-config.service';
import { ExportRetentionService } from './files/export-retention.service';
import { ExportFiles } from './files/export-files';
import { ExportJob } from './entities/export-job.entity';
import { Setting } from './entities/setting.entity';
import { ExportController } from './export.controller';
import { ExportJobsService } from './jobs/export-jobs.service';
import { ExportRecoveryService } from './jobs/export-recovery.service';
import { NightlyExportService } from './jobs/nightly-export.service';

/** XML feed export jobs, SFTP delivery and the nightly run: the stock-and-price feed, the product feed (FeedsModule), or both. */
@Module({
  imports: [MikroOrmModule.forFeature([ExportJob, Setting]), ScheduleModule.forRoot(), FeedsModule],
  controllers: [ExportController],
  providers: [ExportJobsService, ExportRecoveryService, ExportRetentionService, ExportDeliveryService, ExportFiles, SftpConfigService, NightlyExportService],
  exports: [ExportJobsService, NightlyExportService],
})
export class ExportModule {}
