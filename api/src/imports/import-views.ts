import { ApiProperty } from '@nestjs/swagger';

/** read = inserted + updated + unchanged + not_found + refused, for every import. */
export class ImportCountsView {
  @ApiProperty({ example: 1000, description: 'Data rows read from the file(s)' }) read!: number;
  @ApiProperty({ example: 900, description: 'Rows that added a record' }) inserted!: number;
  @ApiProperty({ example: 60, description: 'Rows that changed an existing record' }) updated!: number;
  @ApiProperty({ example: 30, description: 'Rows whose record already held the same values' }) unchanged!: number;
  @ApiProperty({ example: 6, description: 'Rows naming a record that does not exist' }) not_found!: number;
  @ApiProperty({ example: 4, description: 'Rows refused (bad values, repeats); every problem is in the problems download' }) refused!: number;
}

/** What every import's answer adds: where it is in the history, and its counts. */
export class RecordedImportView {
  @ApiProperty({ example: 17, description: 'The import in GET /imports; its problems at GET /imports/{import_id}/problems' })
  import_id!: number;
  @ApiProperty({ type: ImportCountsView }) counts!: ImportCountsView;
}

export class ImportView {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({
    example: 'prices',
    description: 'brands_parts, draft_products, current_items, prices, availability, brand_assignment, mappings or taxonomy',
  })
  kind!: string;
  @ApiProperty({ type: [String], example: ['prices.csv'] }) file_names!: string[];
  @ApiProperty({ example: 'operator@example.com', description: 'Who ran it' }) user!: string;
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z' }) started_at!: string;
  @ApiProperty({ example: '2026-11-25T09:30:02.000Z', nullable: true, type: String }) finished_at!: string | null;
  @ApiProperty({ example: 'completed_with_problems', description: 'running, completed, completed_with_problems or failed' })
  status!: string;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why a failed import failed' }) detail!: string | null;
  @ApiProperty({ type: ImportCountsView }) counts!: ImportCountsView;
}

export class ImportPageView {
  @ApiProperty({ type: [ImportView] }) items!: ImportView[];
  @ApiProperty({ example: 1 }) total!: number;
}
