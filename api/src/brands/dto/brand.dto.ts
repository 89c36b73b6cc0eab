import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Form fields arrive as strings; accept 'true'/'false' there as well as JSON booleans. */
const booleanish = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class CreateBrandDto {
  @ApiProperty({ example: 'Bosch', description: 'Trimmed; must not be blank and must not exist yet' })
  // class-validator runs these bottom-up and stops at the first failure: most basic rule last.
  @MaxLength(200, { message: 'Brand name must be at most 200 characters' })
  @IsString({ message: 'Brand name is required' })
  @IsNotEmpty({ message: 'Brand name is required' })
  @Transform(trimmed)
  name!: string;
}

export class UpdateBrandDto {
  @ApiPropertyOptional({ example: 'Bosch' })
  @IsOptional()
  @MaxLength(200, { message: 'Brand name must be at most 200 characters' })
  @IsString({ message: 'Brand name is required' })
  @IsNotEmpty({ message: 'Brand name is required' })
  @Transform(trimmed)
  name?: string;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  @Transform(booleanish)
  active?: boolean;
}

export class BrandListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'bos', description: 'Case-insensitive part of the brand name' })
  @IsOptional()
  @IsString()
  search?: string;
}
