import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { FeedsModule } from '../feeds/feeds.module';
import { SftpConfigService } from './delivery/sftp-config.service';
import { ExportFiles } from './jobs/export-files';
import { ExportJob } from './entities/export-job.entity';
import { Setting } from './entities/setting.entity';
import { ExportController } from './export.controller';
import { ExportJobsService } from './jobs/export-jobs.service';
import { NightlyExportService } from './jobs/nightly-export.service';

/** XML feed export jobs, SFTP delivery and the nightly run: the stock-and-price feed, the product feed (FeedsModule), or both. */
@Module({
  imports: [MikroOrmModule.forFeature([ExportJob, Setting]), ScheduleModule.forRoot(), FeedsModule],
  controllers: [ExportController],
  providers: [ExportJobsService, ExportFiles, SftpConfigService, NightlyExportService],
  exports: [ExportJobsService, NightlyExportService],
})
export class ExportModule {}
