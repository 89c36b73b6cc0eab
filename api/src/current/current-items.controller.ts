import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Page } from '../common/paging/page-query';
import { CurrentItemsService } from './current-items.service';
import { CurrentItemListQuery } from './dto/current-item.query';
import { CurrentItemPageView, CurrentItemView } from './dto/current-item.view';
import { UpdateCurrentItemDto } from './dto/update-current-item.dto';
import { CurrentStatsService } from './stats/current-stats.service';
import { CurrentStatsView } from './stats/current-stats.view';

/** `stats` is declared before `:id` so it is matched first. */
@ApiTags('current items')
@ApiBearerAuth()
@Controller('current')
export class CurrentItemsController {
  constructor(
    private readonly items: CurrentItemsService,
    private readonly statistics: CurrentStatsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Current items in id order or sorted (sort, order); filter by search (id, part number or brand), is_kit, brand and availability' })
  @ApiOkResponse({ type: CurrentItemPageView })
  list(@Query() query: CurrentItemListQuery): Promise<Page<CurrentItemView>> {
    return this.items.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Totals for the stat cards, under both names each figure is known by' })
  @ApiOkResponse({ type: CurrentStatsView })
  stats(): Promise<CurrentStatsView> {
    return this.statistics.stats();
  }

  @Get(':id')
  @ApiParam({ name: 'id', example: '100234', description: 'Item id, as the import file gave it' })
  @ApiOkResponse({ type: CurrentItemView })
  get(@Param('id') id: string): Promise<CurrentItemView> {
    return this.items.get(id);
  }

  @Put(':id')
  @ApiParam({ name: 'id', example: '100234', description: 'Item id, as the import file gave it' })
  @ApiOperation({ summary: 'Edit one item: price, availability, brand' })
  @ApiOkResponse({ type: CurrentItemView })
  update(@Param('id') id: string, @Body() dto: UpdateCurrentItemDto): Promise<CurrentItemView> {
    return this.items.update(id, dto);
  }
}
