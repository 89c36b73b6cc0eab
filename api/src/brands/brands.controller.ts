import { BRAND_PARTS_FORMAT } from './import/brand-parts-format';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, StreamableFile, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { Page } from '../common/paging/page-query';
import { ImportUpload, ImportUploadFile, UploadedImport } from '../common/uploads';
import { BrandDeletedView, BrandPageView, BrandStatsView, BrandView } from './brand-views';
import { BrandsService } from './brands.service';
import { BrandListQuery, CreateBrandDto, UpdateBrandDto } from './dto/brand.dto';
import { BrandExportQuery } from './export/brand-export-query';
import { BrandExportService } from './export/brand-export.service';
import { BrandImportPreviewView, BrandImportResultView } from './import/brand-import-result';
import { BrandImportService } from './import/brand-import.service';

@ApiTags('brands')
@ApiBearerAuth()
@Controller('brands')
export class BrandsController {
  constructor(
    private readonly brands: BrandsService,
    private readonly exporter: BrandExportService,
    private readonly importer: BrandImportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Brands with their parts_count, by id; search filters on the name (case-insensitive)' })
  @ApiOkResponse({ type: BrandPageView })
  list(@Query() query: BrandListQuery): Promise<Page<BrandView>> {
    return this.brands.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Totals over all brands and parts' })
  @ApiOkResponse({ type: BrandStatsView })
  stats(): Promise<BrandStatsView> {
    return this.brands.stats();
  }

  @Get('export')
  @ApiOperation({
    summary: 'Download all brands as CSV, JSON or XLSX (streamed, named brands-export-<date>.<format>)',
    description:
      'include_parts: one row per part (CSV; importable again through POST /brands/upload), a parts array per brand (JSON), a Parts sheet (XLSX). ' +
      'include_stats: parts_count per brand plus the totals (JSON stats, XLSX Statistics sheet). CSV cells starting with = + - @ are prefixed with an apostrophe.',
  })
  @ApiProduces('text/csv', 'application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@Query() query: BrandExportQuery): Promise<StreamableFile> {
    const file = await this.exporter.export(query);
    return new StreamableFile(file.body, {
      type: file.contentType,
      disposition: `attachment; filename="${file.filename}"`,
    });
  }

  @Post('upload')
  @HttpCode(200)
  @ImportUpload({
    extensions: BRAND_PARTS_FORMAT.extensions,
    missingMessage: 'Please select a file',
    description: 'CSV with columns brand, part_number and optionally part_type (header names case-insensitive)',
  })
  @ApiOperation({
    summary: 'Import brands and parts from a CSV (brand, part_number, optional part_type)',
    description:
      'Creates missing brands (names match case-insensitively) and parts; parts already there count as updated and take a non-empty part_type from the file. ' +
      'Rows with a bad value, or repeating a brand + part number of an earlier row, are skipped and reported (first 100 in error_rows, every one at GET /imports/{import_id}/problems). ' +
      'One transaction: a file that cannot be read as a whole (binary, empty, header only, missing column, broken quoting) changes nothing (400). ' +
      'A second import into parts while one runs is refused (409).',
  })
  @ApiOkResponse({ type: BrandImportResultView })
  @ApiBadRequestResponse({ description: '{detail: "<file> line N, column \'x\': reason"} — nothing was changed' })
  @ApiConflictResponse({ description: "{detail: 'An import into parts is already running'}" })
  upload(@UploadedImport() file: ImportUploadFile, @CurrentUser() user: AuthPrincipal): Promise<BrandImportResultView> {
    return this.importer.import(file, user.email);
  }

  @Post('upload/preview')
  @HttpCode(200)
  @ImportUpload({ extensions: BRAND_PARTS_FORMAT.extensions, missingMessage: 'Please select a file', description: 'The CSV the import would read' })
  @ApiOperation({
    summary: 'Read a brand-and-parts CSV as POST /brands/upload would, and change nothing',
    description: "The import wizard's Review step: the columns found, the first 5 valid rows, distinct brands, valid rows and skipped rows. A file the import would refuse as a whole gets the same 400.",
  })
  @ApiOkResponse({ type: BrandImportPreviewView })
  @ApiBadRequestResponse({ description: '{detail: "<file> line N, column \'x\': reason"}' })
  preview(@UploadedImport() file: ImportUploadFile): Promise<BrandImportPreviewView> {
    return this.importer.preview(file);
  }

  @Get(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Brand id' })
  @ApiOkResponse({ type: BrandView })
  get(@Param('id', ParseIntPipe) id: number): Promise<BrandView> {
    return this.brands.get(id);
  }

  @Post()
  // The specification's "form with name": multipart fields are read like JSON and urlencoded ones.
  @UseInterceptors(NoFilesInterceptor())
  @ApiOperation({ summary: 'Create a brand from a JSON or form field `name`; 409 when the name exists' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiOkResponse({ type: BrandView })
  create(@Body() dto: CreateBrandDto): Promise<BrandView> {
    return this.brands.create(dto);
  }

  @Put(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Brand id' })
  @ApiOperation({ summary: 'Rename a brand and/or set it active or inactive' })
  @ApiOkResponse({ type: BrandView })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateBrandDto): Promise<BrandView> {
    return this.brands.update(id, dto);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Brand id' })
  @ApiOperation({
    summary: 'Delete a brand and all of its parts',
    description: 'Deleting a brand also deletes every part of that brand in the same transaction (its draft and live products go by the database cascade); nothing is left without a brand.',
  })
  @ApiOkResponse({ type: BrandDeletedView })
  remove(@Param('id', ParseIntPipe) id: number): Promise<BrandDeletedView> {
    return this.brands.remove(id);
  }
}
