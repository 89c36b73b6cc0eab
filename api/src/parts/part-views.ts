import { ApiProperty } from '@nestjs/swagger';

export class PartView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 1 }) brand_id!: number;
  @ApiProperty({ example: 'Bosch' }) brand_name!: string;
  @ApiProperty({ example: '0 986 494 524' }) part_number!: string;
  @ApiProperty({ example: 'Brake Pad Set', nullable: true, type: String }) part_type!: string | null;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) updated_at!: Date;
}

export class PartPageView {
  @ApiProperty({ type: [PartView] }) items!: PartView[];
  @ApiProperty({ example: 1 }) total!: number;
}

export class PartTypeCountView {
  @ApiProperty({ example: 'Brake Pad Set' }) part_type!: string;
  @ApiProperty({ example: 42, description: 'Parts with this part type' }) count!: number;
}

export class PartTypeListView {
  @ApiProperty({ type: [PartTypeCountView] }) items!: PartTypeCountView[];
  @ApiProperty({ example: 1, description: 'Distinct non-empty part types' }) total!: number;
}

export class PartDeletedView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Part deleted' }) message!: string;
}
