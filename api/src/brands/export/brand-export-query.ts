import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

export const EXPORT_FORMATS = ['csv', 'json', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Query strings carry 'true'/'false' (and '1'/'0'); anything else is left for the validator to refuse. */
const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

export class BrandExportQuery {
  @ApiPropertyOptional({ example: 'xlsx', enum: EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format must be csv, json or xlsx' })
  format: ExportFormat = 'csv';

  @ApiPropertyOptional({ example: true, type: Boolean, default: true, description: 'One row (or JSON entry) per part, with the part number and type' })
  @IsOptional()
  @IsBoolean({ message: 'include_parts must be true or false' })
  @Transform(queryBoolean)
  include_parts = true;

  @ApiPropertyOptional({ example: true, type: Boolean, default: true, description: 'Parts count per brand and the totals of GET /brands/stats' })
  @IsOptional()
  @IsBoolean({ message: 'include_stats must be true or false' })
  @Transform(queryBoolean)
  include_stats = true;
}
