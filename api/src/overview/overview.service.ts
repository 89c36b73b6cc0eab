import { Injectable } from '@nestjs/common';
import { BrandsService } from '../brands/brands.service';
import { PartTypesService } from '../categories/part-types/part-types.service';
import { CurrentStatsService } from '../current/stats/current-stats.service';
import { ExportHistoryItemView } from '../export/dto/export-views';
import { ExportJobsService } from '../export/jobs/export-jobs.service';
import { NightlyExportService } from '../export/jobs/nightly-export.service';
import { ProductListsService } from '../products/product-lists.service';
import { FeedHealthView, OverviewView } from './overview-views';

/** The diagnostics counts an export recorded of the records it went through: no catalog scan on the start page. */
function healthOf(job: ExportHistoryItemView | null): FeedHealthView | null {
  return job?.diagnostics ? { ...job.diagnostics, checked_at: job.started_at } : null;
}

/**
 * The start page's figures. Each comes from what its module already keeps cheap at 10,000,000 items:
 * the maintained current-item totals, the product lists' cached positions, the brand and part-type counts,
 * and the export history (whose rows carry the diagnostics counts of the run).
 */
@Injectable()
export class OverviewService {
  constructor(
    private readonly brands: BrandsService,
    private readonly products: ProductListsService,
    private readonly currentStats: CurrentStatsService,
    private readonly partTypes: PartTypesService,
    private readonly exports: ExportJobsService,
    private readonly nightly: NightlyExportService,
  ) {}

  async overview(): Promise<OverviewView> {
    const [brands, drafts, live, current, partTypes, stock, products] = await Promise.all([
      this.brands.stats(),
      this.products.list('draft', 0, 1),
      this.products.list('live', 0, 1),
      this.currentStats.stats(),
      this.partTypes.counts(),
      this.exports.latest('stock'),
      this.exports.latest('products'),
    ]);
    return {
      last_exports: { stock, products },
      nightly: this.nightly.schedule(),
      diagnostics: { live_products: healthOf(products), current_items: healthOf(stock) },
      counts: {
        brands: brands.brands,
        drafts: drafts.total,
        live_products: live.total,
        current_items: current.total_items,
        unmapped_part_types: partTypes.total - partTypes.mapped,
        part_types: partTypes.total,
      },
    };
  }
}
