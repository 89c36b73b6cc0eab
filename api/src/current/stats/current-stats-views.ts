import { ApiProperty } from '@nestjs/swagger';

export class AvailabilityStatsView {
  @ApiProperty({ example: 900000 }) 'in stock'!: number;
  @ApiProperty({ example: 80000 }) 'out of stock'!: number;
  @ApiProperty({ example: 5000 }) preorder!: number;
  @ApiProperty({ example: 15000 }) backorder!: number;
}

export class BrandCountView {
  @ApiProperty({ example: 'Bosch' }) brand!: string;
  @ApiProperty({ example: 42000 }) count!: number;
}

export class BrandStatsView {
  @ApiProperty({ example: 250, description: 'Distinct brand names' }) total_brands!: number;
  @ApiProperty({ type: [BrandCountView], description: 'The 10 brands with most items' }) top_brands!: BrandCountView[];
}

export class BrandCoverageView {
  @ApiProperty({ example: 700000 }) items_with_brand!: number;
  @ApiProperty({ example: 300000 }) items_without_brand!: number;
  @ApiProperty({ example: 70, description: 'Percent of items with a brand, 2 decimals' }) percentage_with_brand!: number;
}

/** Every figure under both of its names (e.g. total_items and total): older clients read either. */
export class CurrentStatsView {
  @ApiProperty({ example: 1000000 }) total_items!: number;
  @ApiProperty({ example: 1000000 }) total_count!: number;
  @ApiProperty({ example: 800000 }) singles!: number;
  @ApiProperty({ example: 800000 }) single_count!: number;
  @ApiProperty({ example: 200000 }) kits!: number;
  @ApiProperty({ example: 200000 }) kit_count!: number;
  @ApiProperty({ example: 51.0, description: 'USD over the items that have a price, 2 decimals; 0 when none has' })
  avg_price!: number;
  @ApiProperty({ example: 51.0 }) average_price!: number;
  @ApiProperty({ example: 70 }) with_brand_percentage!: number;
  @ApiProperty({ type: BrandCoverageView }) brand_coverage!: BrandCoverageView;
  @ApiProperty({ type: AvailabilityStatsView }) availability_stats!: AvailabilityStatsView;
  @ApiProperty({ type: BrandStatsView }) brand_stats!: BrandStatsView;
}
