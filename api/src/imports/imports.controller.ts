import { Controller, Get, Param, ParseIntPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { attachmentDisposition } from '../common/http/attachment';
import { ImportListQuery } from './dto/import-list.query';
import { ImportPageView } from './import-views';
import { ImportsService } from './imports.service';

/** The imports history: readable by every signed-in user, readonly included (GET). */
@ApiTags('imports')
@ApiBearerAuth()
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Get()
  @ApiOkResponse({ type: ImportPageView, description: 'Every import, newest first' })
  list(@Query() query: ImportListQuery): Promise<ImportPageView> {
    return this.imports.list(query.skip, query.limit, query.kind);
  }

  @Get(':id/problems')
  @ApiParam({ name: 'id', example: 17, description: 'Import id' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'CSV file,line,column,value,reason: every refused and not-found row of the import, streamed',
  })
  async problems(@Param('id', ParseIntPipe) id: number): Promise<StreamableFile> {
    const body = await this.imports.problemsCsv(id);
    return new StreamableFile(body, { type: 'text/csv; charset=utf-8', disposition: attachmentDisposition(`import-${id}-problems.csv`) });
  }
}
