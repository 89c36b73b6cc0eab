import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ImportColumnView {
  @ApiProperty({ example: 'item_number', description: 'The header name the samples and messages use' })
  header!: string;

  @ApiProperty({ type: [String], example: ['part_number', 'sku'], description: 'Other accepted header names (case, spaces, - and _ ignored)' })
  aliases!: string[];

  @ApiProperty({ example: 'one of item_number, id', description: "'required', 'optional', or 'one of …' for alternatives" })
  presence!: string;

  @ApiProperty({ example: true, description: 'The column (or one of its alternatives) must be in the file' })
  required!: boolean;

  @ApiProperty({ example: 'Part number of the item' })
  description!: string;

  @ApiProperty({ example: 'BRK-1001' })
  example!: string;
}

/** One import's file format, as the server reads it: what the dialogs hint and the docs list. */
export class ImportFormatView {
  @ApiProperty({ example: 'prices', description: 'Used in GET /import-formats/:id' })
  id!: string;

  @ApiProperty({ example: 'Prices' })
  title!: string;

  @ApiProperty({ example: 'price import', description: 'As messages about a file name the import' })
  name!: string;

  @ApiProperty({ example: 'POST /current/import-price' })
  endpoint!: string;

  @ApiProperty({ example: 'Current Items → Import Prices' })
  screen!: string;

  @ApiProperty({ type: [String], example: ['.csv', '.txt'] })
  extensions!: string[];

  @ApiProperty({ example: 'comma, tab or pipe' })
  delimiters!: string;

  @ApiPropertyOptional({ type: 'integer', example: 2, description: 'Every row has exactly this many values' })
  exact_columns?: number;

  @ApiProperty({ example: '/samples/prices.csv', description: 'A sample file that imports cleanly' })
  sample_url!: string;

  @ApiProperty({ type: [ImportColumnView] })
  columns!: ImportColumnView[];
}
