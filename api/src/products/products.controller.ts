import { PRODUCT_IMPORT_FORMAT } from './product-import-format';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { ImportUpload, ImportUploadFile, UploadedImports } from '../common/uploads';
import { ProductImportBody } from './dto/product-import.body';
import { ProductListQuery } from './dto/product-list.query';
import { ProductDetailsService } from './product-details.service';
import { ProductListsService } from './product-lists.service';
import { ProductPublishService } from './product-publish.service';
import { BulkPublishResultView, DraftDetailView, ProductRemovedView, ProductDetailView, ProductImportResultView, ProductPageView } from './product-views';
import { BulkPublishBody } from './dto/bulk-publish.body';
import { ProductLifecycleService } from './product-lifecycle.service';
import { ProductsImportService } from './products-import.service';

/**
 * Draft and live products live under /parts as the specification's calls name them. ProductsModule is
 * imported before PartsModule so /parts/draft and /parts/live are matched before /parts/:id.
 */
@ApiTags('products')
@ApiBearerAuth()
@Controller('parts')
export class ProductsController {
  constructor(
    private readonly lists: ProductListsService,
    private readonly details: ProductDetailsService,
    private readonly publisher: ProductPublishService,
    private readonly importer: ProductsImportService,
    private readonly lifecycle: ProductLifecycleService,
  ) {}

  @Get('draft')
  @ApiOkResponse({ type: ProductPageView, description: 'Draft products, newest first' })
  drafts(@Query() query: ProductListQuery): Promise<ProductPageView> {
    return this.lists.list('draft', query.skip, query.limit, query.search);
  }

  @Get('live')
  @ApiOkResponse({ type: ProductPageView, description: 'Live products, most recently published first' })
  live(@Query() query: ProductListQuery): Promise<ProductPageView> {
    return this.lists.list('live', query.skip, query.limit, query.search);
  }

  @Get('draft/:id')
  @ApiParam({ name: 'id', example: 42, description: 'Draft product id' })
  @ApiOkResponse({ type: DraftDetailView, description: 'The draft with the feed problems it would have' })
  draft(@Param('id', ParseIntPipe) id: number): Promise<DraftDetailView> {
    return this.details.draftWithIssues(id);
  }

  @Delete('draft/:id')
  @ApiParam({ name: 'id', example: 42, description: 'Draft product id' })
  @ApiOkResponse({ type: ProductRemovedView, description: 'Deleted' })
  @ApiConflictResponse({ description: '{detail} while the draft is live: unpublish it first' })
  deleteDraft(@Param('id', ParseIntPipe) id: number): Promise<ProductRemovedView> {
    return this.lifecycle.deleteDraft(id);
  }

  @Post('live/:id/unpublish')
  @HttpCode(200)
  @ApiParam({ name: 'id', example: 7, description: 'Live product id' })
  @ApiOkResponse({ type: ProductRemovedView, description: 'The product left the live list and both feeds; its draft stays' })
  unpublish(@Param('id', ParseIntPipe) id: number): Promise<ProductRemovedView> {
    return this.lifecycle.unpublish(id);
  }

  @Post('publish')
  @HttpCode(200)
  @ApiOkResponse({ type: BulkPublishResultView, description: 'Drafts with a rule error are refused and listed; the others are published' })
  publishMany(@Body() body: BulkPublishBody): Promise<BulkPublishResultView> {
    return this.publisher.publishMany(body.ids ? { ids: body.ids } : { brand_id: body.brand_id! });
  }

  @Get('live/:id')
  @ApiParam({ name: 'id', example: 42, description: 'Live product id' })
  @ApiOkResponse({ type: ProductDetailView })
  liveOne(@Param('id', ParseIntPipe) id: number): Promise<ProductDetailView> {
    return this.details.get('live', id);
  }

  @Post(':id/publish')
  @ApiParam({ name: 'id', example: 42, description: 'Draft product id' })
  @ApiOkResponse({ type: ProductDetailView, description: 'The live copy' })
  @ApiBadRequestResponse({ description: "{detail: [{field, message}]} listing every broken Google rule" })
  publish(@Param('id', ParseIntPipe) id: number): Promise<ProductDetailView> {
    return this.publisher.publish(id);
  }

  @Post('import')
  @HttpCode(200)
  @ImportUpload({
    field: 'files',
    maxFiles: 50,
    extensions: PRODUCT_IMPORT_FORMAT.extensions,
    missingMessage: 'Please select at least one CSV file',
    invalidMessage: (name) => `Only CSV files are allowed: ${name}`,
    description: 'CSV files',
    fields: { brand_id: { type: 'string', example: '3' } },
    requiredFields: ['brand_id'],
  })
  @ApiOkResponse({ type: ProductImportResultView })
  @ApiBadRequestResponse({ description: '{detail} naming the file when a file cannot be imported; nothing is changed' })
  import(
    @Body() body: ProductImportBody,
    @UploadedImports() files: ImportUploadFile[],
    @CurrentUser() user: AuthPrincipal,
  ): Promise<ProductImportResultView> {
    return this.importer.import(body.brand_id, files, user.email);
  }
}
