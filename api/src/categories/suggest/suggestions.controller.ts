import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AnySignedIn } from '../../common/auth/access.decorators';
import { AuthPrincipal, CurrentUser } from '../../common/auth/current-user.decorator';
import { AnalysisListView, AnalysisView, ApplyMappingsView, ApplyMappingView } from '../categories-views';
import { AiSuggestDto, ApplyAiMappingDto, ApplyAiMappingsDto, PartTypesDto } from './suggestion.dto';
import { SuggestionsService } from './suggestions.service';

/** The assisted mapping flow. The three analysis routes only compute, so readonly users may call them. */
@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('ai-suggest')
  @HttpCode(200)
  @AnySignedIn()
  @ApiOkResponse({ type: AnalysisView })
  suggest(@Body() dto: AiSuggestDto) {
    return this.suggestions.analyze(dto.part_type);
  }

  @Post('ai-bulk-analyze')
  @HttpCode(200)
  @AnySignedIn()
  @ApiOkResponse({ type: AnalysisListView })
  bulkAnalyze(@Body() dto: PartTypesDto) {
    return this.suggestions.analyzeList(dto.part_types);
  }

  @Post('ai-analyze-part-types')
  @HttpCode(200)
  @AnySignedIn()
  @ApiOkResponse({ type: AnalysisListView })
  analyzePartTypes(@Body() dto: PartTypesDto) {
    return this.suggestions.analyzeList(dto.part_types);
  }

  @Post('apply-ai-mapping')
  @ApiOkResponse({ type: ApplyMappingView })
  apply(@Body() dto: ApplyAiMappingDto, @CurrentUser() user: AuthPrincipal) {
    return this.suggestions.applyOne(dto, user.userId);
  }

  @Post('apply-ai-mappings')
  @ApiOkResponse({ type: ApplyMappingsView })
  applyMany(@Body() dto: ApplyAiMappingsDto, @CurrentUser() user: AuthPrincipal) {
    return this.suggestions.applyMany(dto.mappings, user.userId);
  }
}
