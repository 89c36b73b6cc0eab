import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PartTypePageView, PartTypeSuggestionPageView } from '../categories-views';
import { LimitQuery, PartTypesQuery } from '../category-queries';
import type { PartTypeFilter } from './part-type-filter';
import { PartTypesService } from './part-types.service';
import { SuggestionsService } from '../suggest/suggestions.service';

@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories/part-types')
export class PartTypesController {
  constructor(
    private readonly partTypes: PartTypesService,
    private readonly suggestions: SuggestionsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: PartTypePageView, description: 'Unmapped part types first, then by usage' })
  all(@Query() query: PartTypesQuery) {
    return this.list('all', query);
  }

  @Get('unmapped')
  @ApiOkResponse({ type: PartTypePageView })
  unmapped(@Query() query: PartTypesQuery) {
    return this.list('unmapped', query);
  }

  @Get('mapped')
  @ApiOkResponse({ type: PartTypePageView })
  mapped(@Query() query: PartTypesQuery) {
    return this.list('mapped', query);
  }

  @Get('suggestions')
  @ApiOkResponse({ type: PartTypeSuggestionPageView, description: 'Unmapped part types, most used first, with the best suggestion' })
  suggestionsForUnmapped(@Query() query: LimitQuery) {
    return this.suggestions.unmappedWithSuggestions(query.limit);
  }

  private list(filter: PartTypeFilter, query: PartTypesQuery) {
    return this.partTypes.list(filter, { search: query.search, skip: query.skip, limit: query.limit });
  }
}
