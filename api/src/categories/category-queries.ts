import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE, MAX_SKIP, SKIP_TOO_LARGE } from '../common/paging/page-query';

export class CategorySearchQuery {
  @ApiProperty({ example: 'brake pads', description: 'Words as an operator types them (stems, abbreviations and automotive terms are understood) or a category id' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString()
  @IsNotEmpty({ message: 'q is required' })
  q!: string;

  @ApiPropertyOptional({ example: 20, type: 'integer', default: 50, minimum: 1, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @Max(1000, { message: 'limit must be at most 1000' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 50;
}

export class LimitQuery {
  @ApiPropertyOptional({ example: 50, type: 'integer', default: 50, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 50;
}

export class MappingsQuery {
  @ApiPropertyOptional({ example: 100, type: 'integer', default: 100, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 100;

  @ApiPropertyOptional({ example: 0, type: 'integer', default: 0, minimum: 0, maximum: MAX_SKIP })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_SKIP, { message: `offset ${SKIP_TOO_LARGE}` })
  @Min(0, { message: 'offset must not be negative' })
  @IsInt({ message: 'offset must be a whole number' })
  offset = 0;

  @ApiPropertyOptional({ example: 'brake', description: 'Part type or category path contains this text' })
  @IsOptional()
  @IsString()
  search?: string;
}

export class PartTypesQuery {
  @ApiPropertyOptional({ example: 0, type: 'integer', default: 0, minimum: 0, maximum: MAX_SKIP })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_SKIP, { message: `skip ${SKIP_TOO_LARGE}` })
  @Min(0, { message: 'skip must not be negative' })
  @IsInt({ message: 'skip must be a whole number' })
  skip = 0;

  @ApiPropertyOptional({ example: 1000, type: 'integer', default: 1000, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 1000;

  @ApiPropertyOptional({ example: 'brake', description: 'Part type contains this text' })
  @IsOptional()
  @IsString()
  search?: string;
}
