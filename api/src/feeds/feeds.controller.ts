import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { csvCell } from '../common/csv/csv-writer';
import { DiagnosticsService } from './diagnostics.service';
import { DiagnosticsItemsQuery, ScopeQuery } from './dto/diagnostics-query';

const CSV_HEADER = ['id', 'part_number', 'title', 'code', 'severity', 'attribute', 'message'];

@ApiTags('feeds')
@ApiBearerAuth()
@Controller('feeds')
export class FeedsController {
  constructor(private readonly diagnostics: DiagnosticsService) {}

  @Get('diagnostics')
  @ApiOperation({
    summary: "Every product checked against Google's product data rules: valid, with errors (kept out of the feed), with warnings, and each issue by count",
  })
  @ApiOkResponse({ schema: { example: { total: 3, valid: 2, with_errors: 1, with_warnings: 1, issues: [{ code: 'invalid_gtin', severity: 'error', attribute: 'gtin', message: '…', count: 1, examples: [{ id: 7, part_number: 'BRK-1', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }] }] } } })
  summary(@Query() query: ScopeQuery) {
    return this.diagnostics.summary(query.scope ?? 'live');
  }

  @Get('diagnostics/items')
  @ApiOperation({ summary: 'The products with issues, filtered by issue code or severity, in id order, each with all its issues' })
  @ApiOkResponse({ schema: { example: { items: [{ id: 7, part_number: 'BRK-1', title: 'Brake pad set', issues: [{ code: 'invalid_gtin', severity: 'error', attribute: 'gtin', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }] }], total: 1 } } })
  items(@Query() query: DiagnosticsItemsQuery) {
    return this.diagnostics.items(query.scope ?? 'live', query.skip, query.limit, { code: query.code, severity: query.severity });
  }

  @Get('diagnostics/export')
  @ApiOperation({ summary: 'All issues of all products as CSV, one row per issue' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  export(@Query() query: ScopeQuery): StreamableFile {
    const scope = query.scope ?? 'live';
    const rows = this.diagnostics.rows(scope);
    const lines = (async function* () {
      yield `\uFEFF${CSV_HEADER.join(',')}\r\n`;
      for await (const row of rows) yield `${row.map(csvCell).join(',')}\r\n`;
    })();
    return new StreamableFile(Readable.from(lines), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="feed-diagnostics-${scope}.csv"` });
  }
}
