import { ApiProperty } from '@nestjs/swagger';
import type { RowProblem } from '../../common/csv/import-errors';
import { RecordedImportView } from '../../imports/import-views';

export class ImportErrorRowView {
  @ApiProperty({ example: 17 }) line!: number;
  @ApiProperty({ example: 'part_number', nullable: true, type: String }) field!: string | null;
  @ApiProperty({ example: 'is required' }) reason!: string;
}

export class BrandImportResultView extends RecordedImportView {
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

export class BrandPreviewRowView {
  @ApiProperty({ example: 2 }) line!: number;
  @ApiProperty({ example: 'Bosch' }) brand!: string;
  @ApiProperty({ example: '0 986 494 524' }) part_number!: string;
  @ApiProperty({ example: 'Brake Pad Set', nullable: true, type: String }) part_type!: string | null;
}

/** What the import wizard's Review step shows: the file read as the import reads it, nothing written. */
export class BrandImportPreviewView {
  @ApiProperty({ type: [String], example: ['brand', 'part_number', 'part_type'], description: 'The columns the import found, by their header names in the format' })
  columns!: string[];
  @ApiProperty({ type: [BrandPreviewRowView], description: 'The first 5 valid rows' }) rows!: BrandPreviewRowView[];
  @ApiProperty({ example: 3, description: 'Distinct brands (case-insensitive) in the valid rows' }) unique_brands!: number;
  @ApiProperty({ example: 6, description: "Distinct parts the import would create or update: the Result's parts" }) total_parts!: number;
  @ApiProperty({ example: 0, description: 'Rows the import would skip' }) errors!: number;
  @ApiProperty({ type: [ImportErrorRowView], description: 'Every row the import would skip (bad values, repeats of a brand and part number), by line' })
  error_rows!: ImportErrorRowView[];
}

export function toErrorRow(problem: RowProblem): ImportErrorRowView {
  return { line: problem.line, field: problem.field ?? null, reason: problem.reason };
}

/** Why a repeat of a brand and part number is skipped: the same words in the Review step and the Result. */
export function repeatReason(partNumber: string, firstLine: number | string): string {
  return `repeats part number '${partNumber}' of the same brand from line ${firstLine}; skipped`;
}
