import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAPPING_SOURCES, MappingSource } from '../entities/category-mapping.entity';

export class CreateMappingDto {
  @ApiProperty({ example: 'Brake Pad Set' })
  @MaxLength(255, { message: 'part_type must be at most 255 characters' })
  @IsString()
  @IsNotEmpty({ message: 'part_type is required' })
  part_type!: string;

  @ApiProperty({ example: 2989 })
  @IsInt({ message: 'category_id must be a whole number' })
  @IsNotEmpty({ message: 'category_id is required' })
  category_id!: number;

  @ApiPropertyOptional({ example: 0.9, nullable: true, minimum: 0, maximum: 1 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Max(1, { message: 'confidence must be between 0 and 1' })
  @Min(0, { message: 'confidence must be between 0 and 1' })
  @IsNumber({}, { message: 'confidence must be a number' })
  confidence?: number | null;

  @ApiPropertyOptional({ enum: MAPPING_SOURCES, default: 'manual' })
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

  @ApiPropertyOptional({ example: 0.9, nullable: true, minimum: 0, maximum: 1 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Max(1, { message: 'confidence must be between 0 and 1' })
  @Min(0, { message: 'confidence must be between 0 and 1' })
  @IsNumber({}, { message: 'confidence must be a number' })
  confidence?: number | null;

  @ApiPropertyOptional({ enum: MAPPING_SOURCES })
  @IsOptional()
  @IsIn(MAPPING_SOURCES, { message: `source must be one of ${MAPPING_SOURCES.join(', ')}` })
  source?: MappingSource;
}
