import { Controller, Get, Header, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Page, PageQuery } from '../../common/paging/page-query';
import { AuthPrincipal, CurrentUser } from '../../common/auth/current-user.decorator';
import { ImportUpload, ImportUploadFile, UploadedImport } from '../../common/uploads';
import { CategoryPageView, CategoryStatsView, TaxonomyUploadView } from '../categories-views';
import { CategoryView } from './category-views';
import { CategoryExportService } from './category-export.service';
import { CategorySearchQuery } from '../category-queries';
import { TaxonomyService, TaxonomyUploadResult } from './taxonomy.service';

@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly taxonomy: TaxonomyService,
    private readonly exports: CategoryExportService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CategoryPageView })
  list(@Query() page: PageQuery): Promise<Page<CategoryView>> {
    return this.taxonomy.list(page.skip, page.limit);
  }

  @Get('stats')
  @ApiOkResponse({ type: CategoryStatsView })
  stats(): Promise<CategoryStatsView> {
    return this.taxonomy.stats();
  }

  @Get('search')
  @ApiOkResponse({ type: CategoryPageView })
  search(@Query() query: CategorySearchQuery): Promise<Page<CategoryView>> {
    return this.taxonomy.search(query.q, query.limit);
  }

  @Post('upload-taxonomy')
  @ImportUpload({
    extensions: ['.txt'],
    missingMessage: 'Please select a file',
    invalidMessage: (name) => `${name}: only .txt taxonomy files are accepted (Google's taxonomy.<locale>.txt or taxonomy-with-ids.<locale>.txt)`,
    description: "Google's taxonomy-with-ids.<locale>.txt or taxonomy.<locale>.txt",
  })
  @ApiOkResponse({ type: TaxonomyUploadView })
  upload(@UploadedImport() file: ImportUploadFile, @CurrentUser() user: AuthPrincipal): Promise<TaxonomyUploadResult> {
    return this.taxonomy.upload(file, user.email);
  }

  @Get('export-categories')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'CSV: category_id, name, full_path' })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="categories.csv"')
  exportCategories(): Promise<string> {
    return this.exports.categoriesCsv();
  }
}
