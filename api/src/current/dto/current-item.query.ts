import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';

/** Query strings carry 'true'/'false'; an empty value means "no filter". */
const optionalBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value;

export class CurrentItemListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'BOS-098', description: 'Case-insensitive part of the id, the part number or the brand' })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString()
  search?: string;

  @ApiPropertyOptional({ example: false, type: Boolean, description: 'true: kits only; false: single parts only' })
  @IsOptional()
  @IsBoolean({ message: 'is_kit must be true or false' })
  @Transform(optionalBoolean)
  is_kit?: boolean;

  @ApiPropertyOptional({ example: 'Bosch', description: 'Case-insensitive part of the brand name' })
  @IsOptional()
  @MaxLength(200, { message: 'brand must be at most 200 characters' })
  @IsString()
  brand?: string;
}
