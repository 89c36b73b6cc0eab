import { Module } from '@nestjs/common';
import { DiagnosticsService } from './diagnostics.service';
import { FeedsController } from './feeds.controller';
import { ProductIssuesReader } from './product-issues-reader';

/** What the product feed would send to Google, checked before anything is sent. */
@Module({ controllers: [FeedsController], providers: [DiagnosticsService, ProductIssuesReader] })
export class FeedsModule {}
