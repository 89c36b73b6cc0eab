import { ApiProperty } from '@nestjs/swagger';

export class ImportErrorRowView {
  @ApiProperty({ example: 17 }) line!: number;
  @ApiProperty({ example: 'part_number', nullable: true, type: String }) field!: string | null;
  @ApiProperty({ example: 'is required' }) reason!: string;
}

export class BrandImportResultView {
  @ApiProperty({ example: 500, description: 'Distinct brands named by the valid rows' }) brands!: number;
  @ApiProperty({ example: 12, description: 'Brands that did not exist and were created' }) brands_created!: number;
  @ApiProperty({ example: 100000, description: 'Distinct parts (brand + part number) in the valid rows' }) parts!: number;
  @ApiProperty({ example: 99000, description: 'Parts that did not exist and were created' }) created!: number;
  @ApiProperty({
    example: 1000,
    description:
      'Parts that already existed and appear in the file again (created + updated = parts); their part_type is replaced by a non-empty part_type from the file',
  })
  updated!: number;
  @ApiProperty({ example: 1, description: 'Rows skipped: bad values, or repeats of an earlier row for the same brand and part number' })
  errors!: number;
  @ApiProperty({ type: [ImportErrorRowView], description: 'The first 100 skipped rows, by line' })
  error_rows!: ImportErrorRowView[];
  @ApiProperty({ type: [String], example: [], description: 'Remarks that rejected nothing, e.g. ignored extra columns' })
  warnings!: string[];
}
