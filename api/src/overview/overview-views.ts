import { ApiProperty } from '@nestjs/swagger';
import { DiagnosticsCountsView, ExportHistoryItemView } from '../export/dto/export-views';

export class NightlyScheduleView {
  @ApiProperty({ example: true, description: 'false when EXPORT_NIGHTLY=false' }) enabled!: boolean;
  @ApiProperty({ example: '0 2 * * *', description: 'EXPORT_CRON' }) cron!: string;
  @ApiProperty({ example: 'UTC', description: 'EXPORT_TIMEZONE: the zone the schedule is read in' }) time_zone!: string;
  @ApiProperty({ example: '2026-11-26T02:00:00.000Z', type: String, nullable: true, description: 'The next run, in UTC' }) next_run_at!: string | null;
  @ApiProperty({ example: 'stock', enum: ['stock', 'products', 'both'], description: 'EXPORT_FEEDS: what the nightly run sends' }) feeds!: 'stock' | 'products' | 'both';
}

/**
 * The diagnostics counts as of an export, not current: counting them now means checking every record through the
 * feed rules (GET /feeds/diagnostics does, on demand), which no aggregate keeps and a start page cannot afford at
 * ten million items.
 */
export class FeedHealthView extends DiagnosticsCountsView {
  @ApiProperty({ example: '2026-11-25T02:00:04.000Z', description: 'When the export that checked these records started: the counts are as of then' }) checked_at!: string;
}

export class OverviewExportsView {
  @ApiProperty({ type: ExportHistoryItemView, nullable: true, description: 'The last export of the stock-and-price feed (current items)' })
  stock!: ExportHistoryItemView | null;
  @ApiProperty({ type: ExportHistoryItemView, nullable: true, description: 'The last export of the product feed (live products)' })
  products!: ExportHistoryItemView | null;
}

export class OverviewDiagnosticsView {
  @ApiProperty({ type: FeedHealthView, nullable: true, description: "Live products as the last product-feed export checked them; null before the first" })
  live_products!: FeedHealthView | null;
  @ApiProperty({ type: FeedHealthView, nullable: true, description: 'Current items as the last stock-and-price export checked them; null before the first' })
  current_items!: FeedHealthView | null;
}

export class OverviewCountsView {
  @ApiProperty({ example: 42 }) brands!: number;
  @ApiProperty({ example: 1200 }) drafts!: number;
  @ApiProperty({ example: 900 }) live_products!: number;
  @ApiProperty({ example: 250000 }) current_items!: number;
  @ApiProperty({ example: 7, description: 'Part types in parts and products without a category mapping' }) unmapped_part_types!: number;
  @ApiProperty({ example: 120 }) part_types!: number;
}

/** GET /overview: the start page's figures, each read from an aggregate its own module keeps. */
export class OverviewView {
  @ApiProperty({ type: OverviewExportsView }) last_exports!: OverviewExportsView;
  @ApiProperty({ type: NightlyScheduleView }) nightly!: NightlyScheduleView;
  @ApiProperty({ type: OverviewDiagnosticsView }) diagnostics!: OverviewDiagnosticsView;
  @ApiProperty({ type: OverviewCountsView }) counts!: OverviewCountsView;
}
