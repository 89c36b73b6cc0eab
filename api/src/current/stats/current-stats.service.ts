import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { AVAILABILITY_VALUES } from '../../common/csv/parsers';
import { sqlRunner } from '../../common/sql/sql-runner';
import { READ_BRAND_SUMMARY, READ_TOP_BRANDS, READ_TOTALS } from '../sql/stats.sql';
import { AvailabilityStatsView, CurrentStatsView } from './current-stats-views';

const TOP_BRANDS = 10;

/** Reads the maintained aggregates (stats/current-totals.ts): a few rows whatever the table's size. */
@Injectable()
export class CurrentStatsService {
  constructor(private readonly em: EntityManager) {}

  async stats(): Promise<CurrentStatsView> {
    const sql = sqlRunner(this.em);
    const [totals, [brands], top] = await Promise.all([
      sql.rows(READ_TOTALS, []),
      sql.rows(READ_BRAND_SUMMARY, []),
      sql.rows(READ_TOP_BRANDS, [TOP_BRANDS]),
    ]);
    const availability = Object.fromEntries(AVAILABILITY_VALUES.map((value) => [value, 0])) as unknown as AvailabilityStatsView;
    let singles = 0;
    let kits = 0;
    let priced = 0;
    let cents = 0;
    for (const row of totals) {
      const count = row.item_count;
      if (row.is_kit) kits += count;
      else singles += count;
      const key = row.availability as keyof AvailabilityStatsView;
      availability[key] = (availability[key] ?? 0) + count;
      priced += row.priced_count;
      cents += row.price_cents;
    }
    const total = singles + kits;
    const withBrand = brands.items;
    const average = priced ? round2(cents / priced / 100) : 0;
    const percentage = total ? round2((withBrand / total) * 100) : 0;
    return {
      total_items: total,
      total_count: total,
      singles,
      single_count: singles,
      kits,
      kit_count: kits,
      avg_price: average,
      average_price: average,
      with_brand_percentage: percentage,
      brand_coverage: { items_with_brand: withBrand, items_without_brand: total - withBrand, percentage_with_brand: percentage },
      availability_stats: availability,
      brand_stats: {
        total_brands: brands.brands,
        top_brands: top,
      },
    };
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
