import type { BrandStatsView, BrandView } from '../brand-views';
import type { BrandGroup } from './brand-export-source';

/** What every export writer gets: the brands, their parts on demand, and the totals when asked for. */
export interface ExportContent {
  brands: BrandView[];
  groups(): AsyncIterable<BrandGroup>;
  includeParts: boolean;
  stats?: BrandStatsView;
}
