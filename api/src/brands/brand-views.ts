import { ApiProperty } from '@nestjs/swagger';

export class BrandView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Bosch' }) name!: string;
  @ApiProperty({ example: true }) active!: boolean;
  @ApiProperty({ example: 1250, description: 'Parts of this brand, counted when the brand is read' }) parts_count!: number;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) updated_at!: Date;
}

export class BrandPageView {
  @ApiProperty({ type: [BrandView] }) items!: BrandView[];
  @ApiProperty({ example: 1 }) total!: number;
}

export class BrandStatsView {
  @ApiProperty({ example: 500 }) brands!: number;
  @ApiProperty({ example: 480 }) active!: number;
  @ApiProperty({ example: 20 }) inactive!: number;
  @ApiProperty({ example: 100000 }) parts!: number;
  @ApiProperty({ example: 3 }) brands_without_parts!: number;
}

export class BrandDeletedView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Brand "Bosch" deleted together with its 1250 parts' }) message!: string;
  @ApiProperty({ example: 1250, description: 'Parts deleted with the brand' }) parts_deleted!: number;
}
