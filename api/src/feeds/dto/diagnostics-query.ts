import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
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

export class DiagnosticsItemsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SCOPES, default: 'live', example: 'live' })
  @IsOptional()
  @IsIn(SCOPES, { message: SCOPE_MESSAGE })
  scope?: DiagnosticsScope;

  @ApiPropertyOptional({ enum: Object.keys(ISSUE_CODES), example: 'invalid_gtin' })
  @IsOptional()
  @IsIn(Object.keys(ISSUE_CODES), { message: `code must be one of ${Object.keys(ISSUE_CODES).join(', ')}` })
  code?: IssueCodeName;

  @ApiPropertyOptional({ enum: SEVERITIES, example: 'error' })
  @IsOptional()
  @IsIn(SEVERITIES, { message: 'severity must be error or warning' })
  severity?: Severity;
}
