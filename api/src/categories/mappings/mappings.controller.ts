import { Body, Controller, Delete, Get, Header, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentUser } from '../../common/auth/current-user.decorator';
import { Page } from '../../common/paging/page-query';
import { DeletedView, MappingPageView, MappingStatsView } from '../categories-views';
import { CategoryExportService } from '../taxonomy/category-export.service';
import { LimitQuery, MappingsQuery } from '../category-queries';
import { CreateMappingDto, UpdateMappingDto } from './mapping.dto';
import { MappingView } from './mapping-views';
import { MappingsService, MappingStats } from './mappings.service';

@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class MappingsController {
  constructor(
    private readonly mappings: MappingsService,
    private readonly exports: CategoryExportService,
  ) {}

  @Get('mappings')
  @ApiOkResponse({ type: MappingPageView })
  list(@Query() query: MappingsQuery): Promise<Page<MappingView>> {
    return this.mappings.list(query.limit, query.offset, query.search);
  }

  @Post('mappings')
  @ApiOkResponse({ type: MappingView })
  create(@Body() dto: CreateMappingDto, @CurrentUser() user: AuthPrincipal): Promise<MappingView> {
    return this.mappings.create(
      { part_type: dto.part_type, category_id: dto.category_id, confidence: dto.confidence ?? null, source: dto.source ?? 'manual' },
      user.userId,
    );
  }

  @Put('mappings/:id')
  @ApiParam({ name: 'id', example: 12, description: 'Mapping id' })
  @ApiOkResponse({ type: MappingView })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateMappingDto): Promise<MappingView> {
    return this.mappings.update(id, dto);
  }

  @Delete('mappings/:id')
  @ApiParam({ name: 'id', example: 12, description: 'Mapping id' })
  @ApiOkResponse({ type: DeletedView })
  async remove(@Param('id', ParseIntPipe) id: number): Promise<DeletedView> {
    await this.mappings.remove(id);
    return { success: true, message: 'Mapping deleted' };
  }

  @Get('mapping-stats')
  @ApiOkResponse({ type: MappingStatsView })
  stats(): Promise<MappingStats> {
    return this.mappings.stats();
  }

  @Get('sample-mappings')
  @ApiOkResponse({ type: MappingPageView })
  sample(@Query() query: LimitQuery): Promise<Page<MappingView>> {
    return this.mappings.sample(query.limit);
  }

  @Get('export-part-types')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'CSV: part_type, usage_count, category_id, category_path, confidence, source',
  })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="part-types.csv"')
  exportPartTypes(): Promise<string> {
    return this.exports.partTypesCsv();
  }
}
