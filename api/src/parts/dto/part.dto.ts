import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

export class CreatePartDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt({ message: 'brand_id must be a whole number' })
  @IsNotEmpty({ message: 'brand_id is required' })
  brand_id!: number;

  @ApiProperty({ example: '0 986 494 524' })
  @MaxLength(200, { message: 'part_number must be at most 200 characters' })
  @IsString({ message: 'part_number is required' })
  @IsNotEmpty({ message: 'part_number is required' })
  @Transform(trimmed)
  part_number!: string;

  @ApiPropertyOptional({ example: 'Brake Pad Set', nullable: true, type: String })
  @IsOptional()
  @MaxLength(200, { message: 'part_type must be at most 200 characters' })
  @IsString({ message: 'part_type must be text' })
  @Transform(blankToNull)
  part_type?: string | null;
}

export class UpdatePartDto {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'brand_id must be a whole number' })
  brand_id?: number;

  @ApiPropertyOptional({ example: '0 986 494 524' })
  @IsOptional()
  @MaxLength(200, { message: 'part_number must be at most 200 characters' })
  @IsString({ message: 'part_number is required' })
  @IsNotEmpty({ message: 'part_number is required' })
  @Transform(trimmed)
  part_number?: string;

  @ApiPropertyOptional({ example: 'Brake Pad Set', nullable: true, type: String })
  @IsOptional()
  @MaxLength(200, { message: 'part_type must be at most 200 characters' })
  @IsString({ message: 'part_type must be text' })
  @Transform(blankToNull)
  part_type?: string | null;
}

export class PartListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'brake', description: 'Case-insensitive part of the part number or part type' })
  @IsOptional()
  @IsString()
  search?: string;

  @ApiPropertyOptional({ example: 'Bosch', description: 'Only parts of this brand: its id, or its exact name' })
  @IsOptional()
  @IsString()
  brand?: string;
}

export class PartSearchQuery {
  @ApiProperty({ description: 'Case-insensitive part of the part number', example: '0986' })
  @IsString({ message: 'q is required' })
  @IsNotEmpty({ message: 'q is required' })
  @Transform(trimmed)
  q!: string;

  @ApiPropertyOptional({ example: 20, type: 'integer', default: 50, minimum: 1, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1000, { message: 'limit must be at most 1000' })
  limit = 50;
}
