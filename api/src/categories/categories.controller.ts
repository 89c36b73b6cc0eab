import { Controller, Get, Header, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { badRequest } from '../common/errors/http-errors';
import { Page, PageQuery } from '../common/paging/page-query';
import { CategoryPageView, CategoryStatsView, TaxonomyUploadView } from './categories-responses';
import { CategoryView } from './category-view';
import { CategoryExportService } from './category-export.service';
import { CategorySearchQuery } from './dto/category-queries';
import { TaxonomyService, TaxonomyUploadResult } from './taxonomy.service';
import { SingleFileUpload } from './uploaded-file';

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
  @SingleFileUpload("Google's taxonomy-with-ids.<locale>.txt or taxonomy.<locale>.txt", 'memory')
  @ApiOkResponse({ type: TaxonomyUploadView })
  upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<TaxonomyUploadResult> {
    if (!file) throw badRequest('Please select a file');
    return this.taxonomy.upload(file.originalname, file.buffer);
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
