import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Page } from '../common/paging/page-query';
import { BrandDeletedView, BrandPageView, BrandStatsView, BrandView } from './brand-views';
import { BrandsService } from './brands.service';
import { BrandListQuery, CreateBrandDto, UpdateBrandDto } from './dto/brand.dto';
import { BrandExportQuery } from './export/brand-export-query';
import { BrandExportService } from './export/brand-export.service';

@ApiTags('brands')
@ApiBearerAuth()
@Controller('brands')
export class BrandsController {
  constructor(
    private readonly brands: BrandsService,
    private readonly exporter: BrandExportService,
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

  @Get(':id')
  @ApiOkResponse({ type: BrandView })
  get(@Param('id', ParseIntPipe) id: number): Promise<BrandView> {
    return this.brands.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a brand from a JSON or form field `name`; 409 when the name exists' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: BrandView })
  create(@Body() dto: CreateBrandDto): Promise<BrandView> {
    return this.brands.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename a brand and/or set it active or inactive' })
  @ApiOkResponse({ type: BrandView })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateBrandDto): Promise<BrandView> {
    return this.brands.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a brand and all of its parts',
    description: 'Deleting a brand also deletes every part of that brand in the same transaction; no part is left without a brand.',
  })
  @ApiOkResponse({ type: BrandDeletedView })
  remove(@Param('id', ParseIntPipe) id: number): Promise<BrandDeletedView> {
    return this.brands.remove(id);
  }
}
