import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { PassThrough } from 'node:stream';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { csvCell } from '../common/csv/csv-writer';
import { CatalogStreams } from '../common/streams/catalog-streams';
import { DiagnosticsService } from './diagnostics.service';
import { DiagnosticsItemsQuery, DiagnosticsSummaryQuery, ScopeQuery } from './dto/diagnostics-query';
import { ProductFeedQuery } from './dto/product-feed-query';
import { DEFAULT_PRODUCT_FEED_NAME, ProductFeedService } from './product-feed.service';

const CSV_HEADER = ['id', 'part_number', 'title', 'code', 'severity', 'attribute', 'message'];

@ApiTags('feeds')
@ApiBearerAuth()
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly diagnostics: DiagnosticsService,
    private readonly productFeed: ProductFeedService,
    private readonly catalogStreams: CatalogStreams,
  ) {}

  @Get('products')
  @ApiOperation({
    summary: 'The Google Merchant Center primary feed of the live products: RSS 2.0 with the g: namespace, or Atom with format_type=atom',
    description: 'Every attribute a product has; products with an error in diagnostics stay out of the feed until fixed. Streamed, constant memory.',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  products(@Query() query: ProductFeedQuery, @Res({ passthrough: true }) res: Response): StreamableFile {
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    this.catalogStreams.open(res, body);
    void this.productFeed.write(body, query.format_type ?? 'rss', query.feed_name ?? DEFAULT_PRODUCT_FEED_NAME).catch(() => undefined);
    return new StreamableFile(body, { type: 'application/xml; charset=utf-8', disposition: 'inline; filename="products.xml"' });
  }

  @Get('diagnostics')
  @ApiOperation({
    summary: "Every product (of a brand, or matching a search) checked against Google's product data rules: valid, with errors (kept out of the feed), with warnings, and each issue, errors first, by count, with its title and fix",
  })
  @ApiOkResponse({ schema: { example: { total: 3, valid: 2, with_errors: 1, with_warnings: 1, excluded: 0, issues: [{ code: 'invalid_gtin', title: 'GTIN invalid', fix: 'Give the 8-, 12-, 13- or 14-digit GTIN from the packaging, with its check digit; leave it empty if the part has none.', severity: 'error', attribute: 'gtin', message: '…', count: 1, examples: [{ id: 7, part_number: 'BRK-1', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }] }] } } })
  summary(@Query() query: DiagnosticsSummaryQuery) {
    return this.diagnostics.summary(query.scope ?? 'live', { brand: query.brand, search: query.search });
  }

  @Get('diagnostics/items')
  @ApiOperation({ summary: 'The products with issues, filtered by issue code or severity, brand or search, in id order, each with all its issues' })
  @ApiOkResponse({ schema: { example: { items: [{ id: 7, part_number: 'BRK-1', title: 'Brake pad set', brand: 'Bosch', issues: [{ code: 'invalid_gtin', severity: 'error', attribute: 'gtin', message: "gtin '123' must have 8, 12, 13 or 14 digits (has 3)" }] }], total: 1 } } })
  items(@Query() query: DiagnosticsItemsQuery) {
    const { code, severity, brand, search } = query;
    return this.diagnostics.items(query.scope ?? 'live', query.skip, query.limit, { code, severity, brand, search });
  }

  @Get('diagnostics/export')
  @ApiOperation({ summary: 'All issues of all products as CSV, one row per issue' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  export(@Query() query: ScopeQuery, @Res({ passthrough: true }) res: Response): StreamableFile {
    const scope = query.scope ?? 'live';
    const diagnostics = this.diagnostics;
    const lines = (async function* () {
      yield `\uFEFF${CSV_HEADER.join(',')}\r\n`;
      for await (const row of diagnostics.rows(scope)) yield `${row.map(csvCell).join(',')}\r\n`;
    })();
    const body = Readable.from(lines);
    this.catalogStreams.open(res, body);
    return new StreamableFile(body, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="feed-diagnostics-${scope}.csv"` });
  }
}
