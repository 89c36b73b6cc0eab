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
