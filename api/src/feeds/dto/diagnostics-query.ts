import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';
import { ISSUE_CODES } from '../rules/issue-codes';
import type { IssueCodeName, Severity } from '../rules/issue-codes';
import type { DiagnosticsScope } from '../diagnostics.service';

const SCOPES = ['live', 'draft', 'current'];
const SCOPE_MESSAGE = 'scope must be live, draft or current';
const SEVERITIES = ['error', 'warning'];

export class ScopeQuery {
  @ApiPropertyOptional({ enum: SCOPES, default: 'live', example: 'draft', description: 'live products (what the product feed sends), drafts (what to fix before publishing) or current items (the stock-and-price feed)' })
  @IsOptional()
  @IsIn(SCOPES, { message: SCOPE_MESSAGE })
  scope?: DiagnosticsScope;
}

/** The records checked: of one brand, or holding a text. */
export class DiagnosticsSummaryQuery extends ScopeQuery {
  @ApiPropertyOptional({ example: 'Bosch', description: 'Case-insensitive part of the brand name' })
  @IsOptional()
  @MaxLength(200, { message: 'brand must be at most 200 characters' })
  @IsString()
  brand?: string;

  @ApiPropertyOptional({ example: 'BRK', description: 'Case-insensitive part of the id, part number or title' })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString()
  search?: string;
}

export class DiagnosticsItemsQuery extends IntersectionType(PageQuery, DiagnosticsSummaryQuery) {
  @ApiPropertyOptional({ enum: Object.keys(ISSUE_CODES), example: 'invalid_gtin' })
  @IsOptional()
  @IsIn(Object.keys(ISSUE_CODES), { message: `code must be one of ${Object.keys(ISSUE_CODES).join(', ')}` })
  code?: IssueCodeName;

  @ApiPropertyOptional({ enum: SEVERITIES, example: 'error' })
  @IsOptional()
  @IsIn(SEVERITIES, { message: 'severity must be error or warning' })
  severity?: Severity;
}
