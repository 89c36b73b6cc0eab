import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OverviewService } from './overview.service';
import { OverviewView } from './overview-views';

@ApiTags('overview')
@ApiBearerAuth()
@Controller('overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  @ApiOperation({ summary: "The start page: last exports, the next nightly run, the feeds' health and the counts of every list" })
  @ApiOkResponse({ type: OverviewView })
  get(): Promise<OverviewView> {
    return this.overview.overview();
  }
}
