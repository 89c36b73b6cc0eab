import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Page, PageQuery } from '../common/paging/page-query';
import { CreatePartDto, PartListQuery, PartSearchQuery, UpdatePartDto } from './dto/part.dto';
import { PartDeletedView, PartPageView, PartTypeListView, PartView } from './part-views';
import { PartsService } from './parts.service';

/** Fixed paths (brand/:id, search, part-types) are declared before :id so they are matched first. */
@ApiTags('parts')
@ApiBearerAuth()
@Controller('parts')
export class PartsController {
  constructor(private readonly parts: PartsService) {}

  @Get()
  @ApiOperation({ summary: 'Parts with their brand name; filter by search (part number or type) and brand (id or name)' })
  @ApiOkResponse({ type: PartPageView })
  list(@Query() query: PartListQuery): Promise<Page<PartView>> {
    return this.parts.list(query);
  }

  @Get('brand/:id')
  @ApiParam({ name: 'id', example: 1, description: 'Brand id' })
  @ApiOperation({ summary: 'Parts of one brand' })
  @ApiOkResponse({ type: PartPageView })
  ofBrand(@Param('id', ParseIntPipe) id: number, @Query() page: PageQuery): Promise<Page<PartView>> {
    return this.parts.ofBrand(id, page.skip, page.limit);
  }

  @Get('search')
  @ApiOperation({ summary: 'Parts whose part number contains q (case-insensitive)' })
  @ApiOkResponse({ type: PartPageView })
  search(@Query() query: PartSearchQuery): Promise<Page<PartView>> {
    return this.parts.search(query.q, query.limit);
  }

  @Get('part-types')
  @ApiOperation({ summary: 'Distinct non-empty part types with their part counts' })
  @ApiOkResponse({ type: PartTypeListView })
  partTypes(): Promise<PartTypeListView> {
    return this.parts.partTypes();
  }

  @Get(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Part id' })
  @ApiOkResponse({ type: PartView })
  get(@Param('id', ParseIntPipe) id: number): Promise<PartView> {
    return this.parts.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a part; its part number must be new within its brand (409 otherwise)' })
  @ApiOkResponse({ type: PartView })
  create(@Body() dto: CreatePartDto): Promise<PartView> {
    return this.parts.create(dto);
  }

  @Put(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Part id' })
  @ApiOkResponse({ type: PartView })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdatePartDto): Promise<PartView> {
    return this.parts.update(id, dto);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', example: 1, description: 'Part id' })
  @ApiOkResponse({ type: PartDeletedView })
  remove(@Param('id', ParseIntPipe) id: number): Promise<PartDeletedView> {
    return this.parts.remove(id);
  }
}
