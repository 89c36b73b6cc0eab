import { ApiProperty } from '@nestjs/swagger';
import { RecordedImportView } from '../../imports/import-views';

class ImportProblemList extends RecordedImportView {
  @ApiProperty({ example: 2, description: 'Rows refused (bad value, duplicate key…); the rest of the file is applied' })
  errors!: number;
  @ApiProperty({
    type: [String],
    example: ["prices.csv line 7, column 'price': price must not be negative, got '-5'"],
    description: 'The first 100 problems of refused rows with line, column and reason (every problem of a row)',
  })
  error_rows!: string[];
  @ApiProperty({ type: [String], example: ["prices.csv: ignored unknown columns 'note'"] })
  warnings!: string[];
}

/** POST /current/import */
export class ItemsImportResultView extends ImportProblemList {
  @ApiProperty({ example: 900, description: 'New items created' }) imported!: number;
  @ApiProperty({ example: 100, description: 'Items of the file that existed and changed' }) updated!: number;
  @ApiProperty({ example: 5, description: 'Items of the file that existed and already held its values' }) unchanged!: number;
}

class SyncResultBase extends RecordedImportView {
  @ApiProperty({ example: true, description: 'false when no row of the file could be used' }) success!: boolean;
  @ApiProperty({ example: 'Availability import: 1,000 rows read: 990 updated, 8 unchanged, 2 not found, 0 refused; 990 current items and 40 live products changed in 0.42 s' })
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
  @ApiProperty({ example: 8, description: 'Rows whose items already held the values' }) unchanged!: number;
  @ApiProperty({ example: 0, description: 'Rows refused: bad values, no key, repeated keys' }) refused!: number;
  @ApiProperty({
    example: { availability: 1 },
    description: 'Refused rows per column of the file (price, availability…): a row refused for its stock status counts under availability, not price',
  })
  refused_by_column!: Record<string, number>;
  @ApiProperty({ type: [String], example: [] }) error_rows!: string[];
  @ApiProperty({ type: [String], example: [] }) warnings!: string[];
}

/** POST /current/import-availability */
export class AvailabilityImportResultView extends SyncResultBase {
  @ApiProperty({ example: 0, description: 'Rows refused (unknown availability, no item, duplicate…)' }) errors!: number;
}

/** POST /current/import-price: the same result, with invalid_price in place of errors. */
export class PriceImportResultView extends SyncResultBase {
  @ApiProperty({ example: 0, description: 'Rows refused for their price (bad or negative); see refused for every refused row' }) invalid_price!: number;
}

/** POST /current/import-brands */
export class BrandAssignmentResultView extends ImportProblemList {
  @ApiProperty({ example: 950, description: 'Items whose brand changed' }) updated!: number;
  @ApiProperty({ example: 3, description: 'Rows whose id or part number matches no item' }) not_found!: number;
}
