import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ConfidenceField, PartTypeField } from './mapping-fields';
import { MAPPING_SOURCES, MappingSource } from '../entities/category-mapping.entity';

export class CreateMappingDto {
  @PartTypeField('Brake Pad Set')
  part_type!: string;

  @ApiProperty({ example: 2989 })
  @IsInt({ message: 'category_id must be a whole number' })
  @IsNotEmpty({ message: 'category_id is required' })
  category_id!: number;

  @ConfidenceField(0.9)
  confidence?: number | null;

  @ApiPropertyOptional({ example: 'manual', enum: MAPPING_SOURCES, default: 'manual' })
  @IsOptional()
  @IsIn(MAPPING_SOURCES, { message: `source must be one of ${MAPPING_SOURCES.join(', ')}` })
  source?: MappingSource;
}

export class UpdateMappingDto {
  @ApiPropertyOptional({ example: 'Brake Pad Set' })
  @IsOptional()
  @MaxLength(255, { message: 'part_type must be at most 255 characters' })
  @IsString()
  @IsNotEmpty({ message: 'part_type must not be empty' })
  part_type?: string;

  @ApiPropertyOptional({ example: 2989 })
  @IsOptional()
  @IsInt({ message: 'category_id must be a whole number' })
  category_id?: number;

  @ConfidenceField(0.9)
  confidence?: number | null;

  @ApiPropertyOptional({ example: 'manual', enum: MAPPING_SOURCES })
  @IsOptional()
  @IsIn(MAPPING_SOURCES, { message: `source must be one of ${MAPPING_SOURCES.join(', ')}` })
  source?: MappingSource;
}
