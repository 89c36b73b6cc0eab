import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The text part of the multipart import; the service answers 'Please select a brand' when it is missing. */
export class ProductImportBody {
  @ApiProperty({ example: '3', required: false })
  @IsOptional()
  @IsString()
  brand_id?: string;
}
