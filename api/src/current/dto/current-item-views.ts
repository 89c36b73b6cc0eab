import { ApiProperty } from '@nestjs/swagger';
import { AVAILABILITY_VALUES, type Availability } from '../../common/csv/parsers';
import { rawBoolean, rawDate } from '../../common/sql/raw-values';

export class CurrentItemView {
  @ApiProperty({ example: '100234', description: 'The item id as the import file gives it' }) id!: string;
  @ApiProperty({ example: 'BOS-0986494294', description: 'item_number of the import file' }) part_number!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bosch' }) brand!: string | null;
  @ApiProperty({ example: false }) is_kit!: boolean;
  @ApiProperty({ enum: AVAILABILITY_VALUES, example: 'in stock' }) availability!: Availability;
  @ApiProperty({ type: Number, nullable: true, example: 19.99, description: 'USD' }) price!: number | null;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) updated_at!: Date;
}

export class CurrentItemPageView {
  @ApiProperty({ type: [CurrentItemView] }) items!: CurrentItemView[];
  @ApiProperty({ example: 1000000 }) total!: number;
  @ApiProperty({
    example: false,
    description:
      'True when `total` is an estimate (PostgreSQL, a filter whose exact count would read most items): the exact count runs behind and a later request answers it',
  })
  total_is_estimate!: boolean;
  @ApiProperty({
    example: false,
    description:
      'True when a deep page starts about, not exactly, at `skip` (PostgreSQL, a large filter whose positions are still being read after a change): a later request answers the exact page',
  })
  page_is_estimate!: boolean;
}

export function toCurrentItemView(row: Record<string, unknown>): CurrentItemView {
  return {
    id: String(row.id),
    part_number: String(row.part_number),
    brand: (row.brand as string | null) ?? null,
    is_kit: rawBoolean(row.is_kit),
    availability: row.availability as Availability,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    updated_at: rawDate(row.updated_at),
  };
}
