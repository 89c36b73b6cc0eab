import { ApiProperty } from '@nestjs/swagger';

class ImportProblemList {
  @ApiProperty({ example: 2, description: 'Rows refused (bad value, duplicate key…); the rest of the file is applied' })
  errors!: number;
  @ApiProperty({
    type: [String],
    example: ["prices.csv line 7, column 'price': price must not be negative, got '-5'"],
    description: 'The first 100 refused rows with line and reason',
  })
  error_rows!: string[];
  @ApiProperty({ type: [String], example: ["prices.csv: ignored unknown columns 'note'"] })
  warnings!: string[];
}

/** POST /current/import */
export class ItemsImportResultView extends ImportProblemList {
  @ApiProperty({ example: 900, description: 'New items created' }) imported!: number;
  @ApiProperty({ example: 100, description: 'Items of the file that existed and were updated' }) updated!: number;
}

class SyncResultBase {
  @ApiProperty({ example: true, description: 'false when no row of the file could be used' }) success!: boolean;
  @ApiProperty({ example: 'Availability import: 998 current items updated, 2 not found, 0 rows refused; 40 live products synchronized in 0.42 s (2,380 rows/s)' })
  message!: string;
  @ApiProperty({ example: 998, description: 'Items whose value changed (items already holding it are left alone)' })
  current_items_updated!: number;
  @ApiProperty({ example: 40, description: 'Live products with the same part number and type whose price or availability changed with them' })
  urls_synchronized!: number;
  @ApiProperty({ example: 4.01, description: 'urls_synchronized as a percentage of current_items_updated' }) sync_ratio!: number;
  @ApiProperty({ example: 2380, description: 'Data rows read per second' }) items_per_second!: number;
  @ApiProperty({ example: 0.42, description: 'Seconds' }) time_taken!: number;
  @ApiProperty({ example: 2, description: 'Rows whose id or item number matches no item (of the chosen type)' }) not_found!: number;
  @ApiProperty({ type: [String], example: [], description: 'Why live products could not be synchronized, if they could not' })
  sync_errors!: string[];
  @ApiProperty({ type: [String], example: [] }) error_rows!: string[];
  @ApiProperty({ type: [String], example: [] }) warnings!: string[];
}

/** POST /current/import-availability */
export class AvailabilityImportResultView extends SyncResultBase {
  @ApiProperty({ example: 0, description: 'Rows refused (unknown availability, no item, duplicate…)' }) errors!: number;
}

/** POST /current/import-price: the same result, with invalid_price in place of errors. */
export class PriceImportResultView extends SyncResultBase {
  @ApiProperty({ example: 0, description: 'Rows refused (bad or negative price, no item, duplicate…)' }) invalid_price!: number;
}

/** POST /current/import-brands */
export class BrandAssignmentResultView extends ImportProblemList {
  @ApiProperty({ example: 950, description: 'Items whose brand changed' }) updated!: number;
  @ApiProperty({ example: 3, description: 'Rows whose id or part number matches no item' }) not_found!: number;
}
