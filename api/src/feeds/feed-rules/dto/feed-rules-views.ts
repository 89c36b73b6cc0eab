import { ApiProperty } from '@nestjs/swagger';
import { FeedRuleDto } from './feed-rules.dto';

export class FeedRulesDraftView {
  @ApiProperty({ type: [FeedRuleDto] }) rules!: FeedRuleDto[];
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z', type: String, format: 'date-time', nullable: true }) updated_at!: Date | null;
  @ApiProperty({ example: 'admin@example.com', type: String, nullable: true }) updated_by!: string | null;
}

export class FeedRulesActivationView {
  @ApiProperty({ example: 3, description: 'The version now active' }) version!: number;
}

export class FeedRulesVersionView {
  @ApiProperty({ example: 3 }) version!: number;
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z', type: String, format: 'date-time' }) activated_at!: Date;
  @ApiProperty({ example: 'admin@example.com' }) activated_by!: string;
  @ApiProperty({ example: 1, type: Number, nullable: true, description: 'The version this one restored' }) restored_from!: number | null;
  @ApiProperty({ type: [FeedRuleDto] }) rules!: FeedRuleDto[];
}

export class FeedRulesVersionPageView {
  @ApiProperty({ type: [FeedRulesVersionView], description: 'Newest first; the first is the active one' }) items!: FeedRulesVersionView[];
  @ApiProperty({ example: 3 }) total!: number;
}

export class PreviewDiagnosticsView {
  @ApiProperty({ example: 1250 }) total!: number;
  @ApiProperty({ example: 1200 }) valid!: number;
  @ApiProperty({ example: 40 }) with_errors!: number;
  @ApiProperty({ example: 300 }) with_warnings!: number;
  @ApiProperty({ example: 10 }) excluded!: number;
}

const VALUES = { type: 'object', additionalProperties: { type: 'string' }, example: { title: 'Brake pad set' } } as const;

export class PreviewExampleView {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 42, description: 'The product id, or the current item id' }) id!: number | string;
  @ApiProperty({ example: 'BRK-1001' }) part_number!: string;
  @ApiProperty({ example: null, type: String, nullable: true, description: 'The rule that left the item out' }) excluded_by!: string | null;
  @ApiProperty({ ...VALUES, description: 'The changed attributes before the rules' }) before!: Record<string, string>;
  @ApiProperty({ ...VALUES, example: { title: 'Bosch Brake pad set' }, description: 'The changed attributes after the rules' }) after!: Record<string, string>;
}

export class FeedRulesPreviewView {
  @ApiProperty({ example: 1250, description: 'Items of the feed (live products, or current items)' }) total!: number;
  @ApiProperty({ example: 300, description: 'Items kept with at least one value changed' }) changed!: number;
  @ApiProperty({ example: 10, description: 'Items the rules leave out' }) excluded!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { title: 290, custom_label_0: 40 }, description: 'Kept items whose attribute changes, by attribute' })
  by_attribute!: Record<string, number>;
  @ApiProperty({ type: PreviewDiagnosticsView, description: 'Diagnostics without rules' }) diagnostics_before!: PreviewDiagnosticsView;
  @ApiProperty({ type: PreviewDiagnosticsView, description: 'Diagnostics with the draft rules' }) diagnostics_after!: PreviewDiagnosticsView;
  @ApiProperty({ type: [PreviewExampleView], description: 'The first items changed or left out' }) examples!: PreviewExampleView[];
}

export class LookupTableView {
  @ApiProperty({ example: 'campaigns' }) name!: string;
  @ApiProperty({ example: 120 }) rows!: number;
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z', type: String, format: 'date-time' }) uploaded_at!: Date;
  @ApiProperty({ example: 'admin@example.com' }) uploaded_by!: string;
}

export class LookupTableListView {
  @ApiProperty({ type: [LookupTableView] }) items!: LookupTableView[];
}

export class LookupUploadView {
  @ApiProperty({ example: 'campaigns' }) name!: string;
  @ApiProperty({ example: 120, description: 'Rows stored' }) rows!: number;
  @ApiProperty({ example: 1, description: 'Rows rejected' }) errors!: number;
  @ApiProperty({ type: [String], example: ["campaigns.csv line 4, column 'value': must be at most 1000 characters, got 1200"] }) error_details!: string[];
}

export class RuleAttributesView {
  @ApiProperty({ type: [String], example: ['title', 'brand'] }) products_writable!: string[];
  @ApiProperty({ type: [String], example: ['title', 'brand', 'price'] }) products_readable!: string[];
  @ApiProperty({ type: [String], example: ['brand', 'availability'] }) current_writable!: string[];
  @ApiProperty({ type: [String], example: ['brand', 'availability', 'price'] }) current_readable!: string[];
}

export class RuleEffectView {
  @ApiProperty({ example: 'title' }) attribute!: string;
  @ApiProperty({ example: 'Brake pad set', type: String }) before!: string;
  @ApiProperty({ example: 'Bosch Brake pad set', type: String }) after!: string;
  @ApiProperty({ example: 'Brand in title', type: String, nullable: true, description: 'The last rule that changed it; null when none did' }) rule!: string | null;
}

export class ProductRuleEffectsView {
  @ApiProperty({ example: 'Leave out Acme', type: String, nullable: true, description: 'The rule that leaves the product out of the feed' }) excluded_by!: string | null;
  @ApiProperty({ type: [RuleEffectView], description: 'Every attribute rules may write, before and after the active rules' }) attributes!: RuleEffectView[];
}
