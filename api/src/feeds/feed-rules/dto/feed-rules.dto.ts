import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ACTION_TYPES, CONDITION_OPS, RULE_FEEDS, RULE_LIMITS } from '../rule-model';
import type { ActionType, ConditionOp, RuleFeed } from '../rule-model';

export class RuleConditionDto {
  @ApiProperty({ example: 'brand', description: 'An attribute of the feed (GET /feed-rules/attributes)' })
  @IsString()
  attribute!: string;

  @ApiProperty({ enum: CONDITION_OPS, example: 'equals' })
  @IsIn(CONDITION_OPS, { message: `op must be one of ${CONDITION_OPS.join(', ')}` })
  op!: ConditionOp;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Bosch',
    description: 'A text; a list of texts for in; none for is_empty and not_empty; a regular expression (RE2) for matches; a number for gt and lt',
  })
  @IsOptional()
  value?: string | string[];
}

export class RuleConditionGroupDto {
  @ApiPropertyOptional({ type: [RuleConditionDto], description: 'Every condition holds (give all or any)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RULE_LIMITS.conditionsPerRule)
  @ValidateNested({ each: true })
  @Type(() => RuleConditionDto)
  all?: RuleConditionDto[];

  @ApiPropertyOptional({ type: [RuleConditionDto], description: 'At least one condition holds' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RULE_LIMITS.conditionsPerRule)
  @ValidateNested({ each: true })
  @Type(() => RuleConditionDto)
  any?: RuleConditionDto[];
}

export class RuleActionDto {
  @ApiProperty({ enum: ACTION_TYPES, example: 'set' })
  @IsIn(ACTION_TYPES, { message: `type must be one of ${ACTION_TYPES.join(', ')}` })
  type!: ActionType;

  @ApiPropertyOptional({ example: 'title', description: 'The attribute changed (every type but exclude)' })
  @IsOptional()
  @IsString()
  attribute?: string;

  @ApiPropertyOptional({ example: '{brand} {title}', description: 'set, append, prepend: a text or template; replace and regex_replace: the replacement ($1 for a group)' })
  @IsOptional()
  @IsString()
  @MaxLength(RULE_LIMITS.value)
  value?: string;

  @ApiPropertyOptional({ example: 'mpn', description: 'copy: the attribute copied; lookup: the attribute looked up (the target by default)' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ example: 'Brakepad', description: 'replace: the text replaced, as written' })
  @IsOptional()
  @IsString()
  @MaxLength(RULE_LIMITS.value)
  find?: string;

  @ApiPropertyOptional({ example: '\\s+', description: 'regex_replace: an RE2 regular expression' })
  @IsOptional()
  @IsString()
  @MaxLength(RULE_LIMITS.pattern)
  pattern?: string;

  @ApiPropertyOptional({ example: 'campaigns', description: 'lookup: the lookup table' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  table?: string;

  @ApiPropertyOptional({ example: 150, description: 'truncate: the most characters kept, cut at a word boundary' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(RULE_LIMITS.value)
  length?: number;
}

export class FeedRuleDto {
  @ApiProperty({ example: 'Brand in title' })
  @IsString()
  @Length(1, RULE_LIMITS.name)
  name!: string;

  @ApiProperty({ enum: RULE_FEEDS, example: 'products', description: 'products: the product feed; current: the stock-and-price feed' })
  @IsIn(RULE_FEEDS, { message: 'feed must be products or current' })
  feed!: RuleFeed;

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean()
  enabled: boolean = true;

  @ApiPropertyOptional({ type: RuleConditionGroupDto, nullable: true, description: 'None: the rule applies to every item' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RuleConditionGroupDto)
  condition?: RuleConditionGroupDto | null;

  @ApiProperty({ type: [RuleActionDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'a rule needs at least one action' })
  @ArrayMaxSize(RULE_LIMITS.actionsPerRule)
  @ValidateNested({ each: true })
  @Type(() => RuleActionDto)
  actions!: RuleActionDto[];
}

export class FeedRulesBody {
  @ApiProperty({ type: [FeedRuleDto], description: 'The rules in the order they run' })
  @IsArray()
  @ArrayMaxSize(RULE_LIMITS.rules)
  @ValidateNested({ each: true })
  @Type(() => FeedRuleDto)
  rules!: FeedRuleDto[];
}

export class PreviewBody {
  @ApiProperty({ enum: RULE_FEEDS, example: 'products' })
  @IsIn(RULE_FEEDS, { message: 'feed must be products or current' })
  feed!: RuleFeed;
}

/** A lookup table's name, as it appears in the URL and in rules. */
export const LOOKUP_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export class LookupNameParam {
  @ApiProperty({ example: 'campaigns', description: 'Letters, digits, - and _ (at most 100)' })
  @Matches(LOOKUP_NAME, { message: 'name must be 1 to 100 letters, digits, - or _' })
  name!: string;
}
