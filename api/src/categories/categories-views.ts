import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RecordedImportView } from '../imports/import-views';
import { CategoryView } from './taxonomy/category-views';
import { MappingView } from './mappings/mapping-views';

export class CategoryPageView {
  @ApiProperty({ type: [CategoryView] }) items!: CategoryView[];
  @ApiProperty({ example: 5595 }) total!: number;
}

export class CategoryStatsView {
  @ApiProperty({ example: 5595 }) total_categories!: number;
}

export class TaxonomyUploadView extends RecordedImportView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Loaded 5595 categories from taxonomy-with-ids.en-US.txt' }) message!: string;
  @ApiProperty({ example: 5595 }) total_categories!: number;
  @ApiProperty({ example: 0, description: 'Mappings whose category is not in the new taxonomy' }) orphaned_mappings!: number;
  @ApiProperty({ example: ['Brake Hose'], type: [String], description: 'Part types of those mappings (first 100)' }) orphaned_part_types!: string[];
}

export class MappingPageView {
  @ApiProperty({ type: [MappingView] }) items!: MappingView[];
  @ApiProperty({ example: 1 }) total!: number;
}

export class MappingStatsView {
  @ApiProperty({ example: 40 }) total_part_types!: number;
  @ApiProperty({ example: 30 }) mapped!: number;
  @ApiProperty({ example: 10 }) unmapped!: number;
  @ApiProperty({ example: 0, description: 'Mappings whose category is no longer in the taxonomy' }) orphaned!: number;
  @ApiProperty({ example: 75 }) coverage_percent!: number;
  @ApiProperty({ example: 30 }) total_mappings!: number;
  @ApiProperty({ example: 5595 }) total_categories!: number;
}

export class DeletedView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Mapping deleted' }) message!: string;
}

export class PartTypeView {
  @ApiProperty({ example: 'Brake Pad Set' }) part_type!: string;
  @ApiProperty({ example: 120, description: 'Parts and draft products with this part type' }) usage_count!: number;
  @ApiProperty({ example: 12, nullable: true, type: Number }) mapping_id!: number | null;
  @ApiProperty({ example: 2989, nullable: true, type: Number }) category_id!: number | null;
  @ApiProperty({ example: 'Motor Vehicle Braking', nullable: true, type: String }) category_name!: string | null;
  @ApiProperty({ example: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking', nullable: true, type: String }) full_path!: string | null;
  @ApiProperty({ example: 0.91, nullable: true, type: Number }) confidence!: number | null;
  @ApiProperty({ example: 'suggested', nullable: true, type: String }) source!: string | null;
  @ApiProperty({ example: false }) orphaned!: boolean;
}

export class PartTypePageView {
  @ApiProperty({ type: [PartTypeView] }) items!: PartTypeView[];
  @ApiProperty({ example: 40 }) total!: number;
}

export class SuggestionView {
  @ApiProperty({ example: 2989 }) category_id!: number;
  @ApiProperty({ example: 'Motor Vehicle Braking' }) name!: string;
  @ApiProperty({ example: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking' })
  full_path!: string;
  @ApiProperty({ example: 0.86, minimum: 0, maximum: 1 }) confidence!: number;
  @ApiProperty({
    type: [String],
    example: ['BRK → brake → Motor Vehicle Braking', 'front disc brake pad → Motor Vehicle Braking'],
    description: 'Which words matched what: catalog abbreviations and sizes as read, then the words that carried the match',
  })
  matched!: string[];
}

export class AnalysisView {
  @ApiProperty({ example: 'Front Brake Pads' }) part_type!: string;
  @ApiProperty({ type: [SuggestionView] }) suggestions!: SuggestionView[];
  @ApiProperty({ type: SuggestionView, nullable: true }) best!: SuggestionView | null;
  @ApiPropertyOptional({ example: 'no category matches well enough' }) reason?: string;
}

export class AnalysisListView {
  @ApiProperty({ type: [AnalysisView] }) results!: AnalysisView[];
  @ApiProperty({ example: 3 }) total!: number;
  @ApiProperty({ example: 2, description: 'Part types with a good enough best suggestion' }) with_suggestion!: number;
}

export class PartTypeSuggestionView {
  @ApiProperty({ example: 'Front Brake Pads' }) part_type!: string;
  @ApiProperty({ example: 12 }) usage_count!: number;
  @ApiProperty({ type: SuggestionView, nullable: true }) suggestion!: SuggestionView | null;
  @ApiProperty({ type: [SuggestionView], description: 'Up to three candidates, best first' }) suggestions!: SuggestionView[];
  @ApiPropertyOptional({ example: 'no category matches well enough' }) reason?: string;
}

export class PartTypeSuggestionPageView {
  @ApiProperty({ type: [PartTypeSuggestionView] }) items!: PartTypeSuggestionView[];
  @ApiProperty({ example: 10, description: 'Unmapped part types in all' }) total!: number;
}

export class ApplyMappingView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: "Mapped 'Front Brake Pads' to Vehicles & Parts > …" }) message!: string;
  @ApiProperty({ type: MappingView }) mapping!: MappingView;
}

export class ApplyProblemView {
  @ApiProperty({ example: 'Front Brake Pads' }) part_type!: string;
  @ApiProperty({ example: 'category 99999999 not found' }) detail!: string;
}

export class ApplyMappingsView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Applied 2 mappings (2 created, 0 updated)' }) message!: string;
  @ApiProperty({ example: 2 }) applied!: number;
  @ApiProperty({ example: 2 }) created!: number;
  @ApiProperty({ example: 0 }) updated!: number;
  @ApiProperty({ type: [ApplyProblemView] }) errors!: ApplyProblemView[];
}

export class MappingUploadView extends RecordedImportView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Imported 2 mappings (2 created, 0 updated); 1 row skipped' }) message!: string;
  @ApiProperty({ example: 3 }) total_rows!: number;
  @ApiProperty({ example: 2 }) created!: number;
  @ApiProperty({ example: 0 }) updated!: number;
  @ApiProperty({ example: 0, description: 'Rows without a category, left unmapped' }) skipped!: number;
  @ApiProperty({ example: 1 }) errors!: number;
  @ApiProperty({ type: [String], example: ["mappings.csv line 4, column 'category_id': category 99999999 not found"] })
  error_details!: string[];
}
