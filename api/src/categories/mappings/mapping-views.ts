import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAPPING_SOURCES, MappingSource } from '../entities/category-mapping.entity';

/** A stored mapping with its category resolved from the current taxonomy. */
export class MappingView {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Brake Pad Set' }) part_type!: string;
  @ApiProperty({ example: 2989 }) category_id!: number;
  @ApiProperty({ example: 'Motor Vehicle Braking', nullable: true, type: String }) category_name!: string | null;
  @ApiProperty({ example: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking', nullable: true, type: String })
  full_path!: string | null;
  @ApiProperty({ example: 0.91, nullable: true, type: Number }) confidence!: number | null;
  @ApiProperty({ enum: MAPPING_SOURCES, example: 'suggested' }) source!: MappingSource;
  @ApiProperty({ description: 'The category is no longer in the loaded taxonomy', example: false }) orphaned!: boolean;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z' }) updated_at!: string;
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number, description: 'User id of whoever created the mapping' })
  created_by!: number | null;
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const isoDate = (value: unknown) => new Date(value as string | number | Date).toISOString();

/** Raw rows of the mapping reads (../sql/mappings.sql) as both databases return them (SQLite dates are epoch ms). */
export function toMappingView(row: Record<string, unknown>): MappingView {
  return {
    id: Number(row.id),
    part_type: String(row.part_type),
    category_id: Number(row.category_id),
    category_name: (row.category_name as string | null) ?? null,
    full_path: (row.full_path as string | null) ?? null,
    confidence: number(row.confidence),
    source: row.source as MappingSource,
    orphaned: Number(row.orphaned) === 1,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
    created_by: number(row.created_by),
  };
}
