import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentItemsService } from './current-items.service';
import { CurrentItemExportQuery, CurrentItemListQuery } from './dto/current-item.query';
import { CurrentItemPageView, CurrentItemView } from './dto/current-item-views';
import { UpdateCurrentItemDto } from './dto/update-current-item.dto';
import { CurrentStatsService } from './stats/current-stats.service';
import { CurrentStatsView } from './stats/current-stats-views';

/** `stats` and `export` are declared before `:id` so they are matched first. */
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
  list(@Query() query: CurrentItemListQuery): Promise<CurrentItemPageView> {
    return this.items.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Totals for the stat cards, under both names each figure is known by' })
  @ApiOkResponse({ type: CurrentStatsView })
  stats(): Promise<CurrentStatsView> {
    return this.statistics.stats();
  }

  @Get('export')
  @ApiOperation({
    summary: 'The items the filters keep (search, is_kit, brand, availability) as CSV, in id order, streamed',
    description: 'Columns of the Import Items file (id, item_number, price, stock_status), then is_kit and brand: the file imports back as it is.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  export(@Query() query: CurrentItemExportQuery): StreamableFile {
    return new StreamableFile(Readable.from(this.items.csv(query)), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="current-items.csv"',
    });
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
