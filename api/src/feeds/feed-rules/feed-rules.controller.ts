import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AnySignedIn } from '../../common/auth/access.decorators';
import { AuthPrincipal, CurrentUser } from '../../common/auth/current-user.decorator';
import { PageQuery } from '../../common/paging/page-query';
import { ImportUpload, ImportUploadFile, UploadedImport } from '../../common/uploads';
import { FeedRulesBody, LookupNameParam, PreviewBody } from './dto/feed-rules.dto';
import {
  FeedRulesActivationView, FeedRulesDraftView, FeedRulesPreviewView, FeedRulesVersionPageView, LookupTableListView, LookupUploadView, ProductRuleEffectsView,
  RuleAttributesView,
} from './dto/feed-rules-views';
import { FeedRulesPreviewService } from './feed-rules-preview.service';
import { FeedRulesService } from './feed-rules.service';
import { LOOKUP_IMPORT_FORMAT } from './lookup-import-format';
import { READABLE_ATTRIBUTES, WRITABLE_ATTRIBUTES } from './rule-model';
import type { FeedRule } from './rule-model';

const REFUSED = "{detail} naming the rule and the field: an attribute the feed does not have or never lets a rule write (id, price), a pattern RE2 refuses, a missing lookup table";

@ApiTags('feed-rules')
@ApiBearerAuth()
@Controller('feed-rules')
export class FeedRulesController {
  constructor(
    private readonly rules: FeedRulesService,
    private readonly previews: FeedRulesPreviewService,
  ) {}

  @Get('attributes')
  @ApiOperation({ summary: 'The attributes rules may read and write in each feed, for the editor' })
  @ApiOkResponse({ type: RuleAttributesView })
  attributes(): RuleAttributesView {
    return {
      products_writable: [...WRITABLE_ATTRIBUTES.products],
      products_readable: [...READABLE_ATTRIBUTES.products],
      current_writable: [...WRITABLE_ATTRIBUTES.current],
      current_readable: [...READABLE_ATTRIBUTES.current],
    };
  }

  @Get('draft')
  @ApiOperation({ summary: 'The draft rule set: what preview and activate use; the feeds use the active version' })
  @ApiOkResponse({ type: FeedRulesDraftView })
  draft(): Promise<FeedRulesDraftView> {
    return this.rules.draft();
  }

  @Put('draft')
  @ApiOperation({ summary: 'Replaces the draft rule set; nothing changes in any feed until it is activated' })
  @ApiOkResponse({ type: FeedRulesDraftView })
  @ApiBadRequestResponse({ description: REFUSED })
  saveDraft(@Body() body: FeedRulesBody, @CurrentUser() user: AuthPrincipal): Promise<FeedRulesDraftView> {
    return this.rules.saveDraft(body.rules as FeedRule[], user.email);
  }

  @Post('draft/preview')
  @HttpCode(200)
  @AnySignedIn()
  @ApiOperation({ summary: 'Dry run of the draft over the whole feed: what it would change, by attribute, diagnostics before and after, examples. Changes nothing.' })
  @ApiOkResponse({ type: FeedRulesPreviewView })
  @ApiBadRequestResponse({ description: REFUSED })
  preview(@Body() body: PreviewBody): Promise<FeedRulesPreviewView> {
    return this.previews.preview(body.feed);
  }

  @Post('draft/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'The draft becomes the active rules as a new version, recorded with the user; the feeds, exports, diagnostics and publishing use it from their next run' })
  @ApiOkResponse({ type: FeedRulesActivationView })
  @ApiBadRequestResponse({ description: REFUSED })
  activate(@CurrentUser() user: AuthPrincipal): Promise<FeedRulesActivationView> {
    return this.rules.activate(user.email);
  }

  @Get('versions')
  @ApiOperation({ summary: 'The versions that were activated, newest (the active one) first' })
  @ApiOkResponse({ type: FeedRulesVersionPageView })
  versions(@Query() query: PageQuery): Promise<FeedRulesVersionPageView> {
    return this.rules.versions(query.skip, query.limit);
  }

  @Post('versions/:version/restore')
  @HttpCode(200)
  @ApiParam({ name: 'version', example: 2 })
  @ApiOperation({ summary: 'Makes an older version active again, as a new version (its rules also become the draft)' })
  @ApiOkResponse({ type: FeedRulesActivationView })
  restore(@Param('version', ParseIntPipe) version: number, @CurrentUser() user: AuthPrincipal): Promise<FeedRulesActivationView> {
    return this.rules.restore(version, user.email);
  }

  @Get('lookups')
  @ApiOperation({ summary: 'The lookup tables rules can use' })
  @ApiOkResponse({ type: LookupTableListView })
  lookups(): Promise<LookupTableListView> {
    return this.rules.lookups();
  }

  @Put('lookups/:name')
  @ApiParam({ name: 'name', example: 'campaigns' })
  @ImportUpload({ extensions: LOOKUP_IMPORT_FORMAT.extensions, missingMessage: 'Please select a file', description: 'Two columns: key and value' })
  @ApiOperation({ summary: 'Uploads (replaces) a lookup table; active rules keep the copy they were activated with until the next activation' })
  @ApiOkResponse({ type: LookupUploadView })
  uploadLookup(@Param() params: LookupNameParam, @UploadedImport() file: ImportUploadFile, @CurrentUser() user: AuthPrincipal): Promise<LookupUploadView> {
    return this.rules.uploadLookup(params.name, file, user.email);
  }

  @Get('products/draft/:id')
  @ApiParam({ name: 'id', example: 42, description: 'Draft product id' })
  @ApiOperation({ summary: "A draft product's values before and after the active rules, and the rule that changed each" })
  @ApiOkResponse({ type: ProductRuleEffectsView })
  draftProduct(@Param('id', ParseIntPipe) id: number): Promise<ProductRuleEffectsView> {
    return this.rules.productEffects('draft', id);
  }

  @Get('products/live/:id')
  @ApiParam({ name: 'id', example: 42, description: 'Live product id' })
  @ApiOperation({ summary: "A live product's values before and after the active rules, and the rule that changed each" })
  @ApiOkResponse({ type: ProductRuleEffectsView })
  liveProduct(@Param('id', ParseIntPipe) id: number): Promise<ProductRuleEffectsView> {
    return this.rules.productEffects('live', id);
  }
}
