import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AVAILABILITY_VALUES, type Availability } from '../../common/csv/parsers';
import { PageQuery } from '../../common/paging/page-query';
import { LIST_SORTS, type ListSort, SORT_ORDERS, type SortOrder } from '../sql/sorted-list.sql';

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

  @ApiPropertyOptional({ enum: AVAILABILITY_VALUES, example: 'out of stock', description: 'Only items of this availability' })
  @IsOptional()
  @IsIn(AVAILABILITY_VALUES, { message: `availability must be one of ${AVAILABILITY_VALUES.join(', ')}` })
  availability?: Availability;

  @ApiPropertyOptional({
    enum: LIST_SORTS,
    example: 'price',
    description: 'Order of the list. Without it, or with id: numeric ids in numeric order, then other ids in character order',
  })
  @IsOptional()
  @IsIn(LIST_SORTS, { message: `sort must be one of ${LIST_SORTS.join(', ')}` })
  sort?: ListSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc', example: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;
}

export const EXPORT_FORMATS = ['csv'] as const;

/** The list's filters without paging or order: the download holds every item they keep, in id order. */
export class CurrentItemExportQuery extends PickType(CurrentItemListQuery, ['search', 'is_kit', 'brand', 'availability'] as const) {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv', example: 'csv' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format must be csv' })
  format?: (typeof EXPORT_FORMATS)[number];
}
