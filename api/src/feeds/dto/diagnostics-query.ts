import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';
import { ISSUE_CODES } from '../rules/issue-codes';
import type { IssueCodeName, Severity } from '../rules/issue-codes';
import type { FeedScope } from '../product-issues-reader';

const SCOPES = ['live', 'draft'];
const SEVERITIES = ['error', 'warning'];

export class ScopeQuery {
  @ApiPropertyOptional({ enum: SCOPES, default: 'live', example: 'draft', description: 'live products (what the feed sends) or drafts (what to fix before publishing)' })
  @IsOptional()
  @IsIn(SCOPES, { message: 'scope must be live or draft' })
  scope?: FeedScope;
}

export class DiagnosticsItemsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SCOPES, default: 'live', example: 'live' })
  @IsOptional()
  @IsIn(SCOPES, { message: 'scope must be live or draft' })
  scope?: FeedScope;

  @ApiPropertyOptional({ enum: Object.keys(ISSUE_CODES), example: 'invalid_gtin' })
  @IsOptional()
  @IsIn(Object.keys(ISSUE_CODES), { message: `code must be one of ${Object.keys(ISSUE_CODES).join(', ')}` })
  code?: IssueCodeName;

  @ApiPropertyOptional({ enum: SEVERITIES, example: 'error' })
  @IsOptional()
  @IsIn(SEVERITIES, { message: 'severity must be error or warning' })
  severity?: Severity;
}
