import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';

export class ProductListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Matches part number, title or brand name (contains, any case)', example: 'brake' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;
}
