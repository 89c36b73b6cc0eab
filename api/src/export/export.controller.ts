import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PassThrough } from 'node:stream';
import { Roles } from '../common/auth/access.decorators';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { PageQuery } from '../common/paging/page-query';
import { attachmentDisposition } from '../common/http/attachment';
import { SftpConfigService } from './delivery/sftp-config.service';
import { CatalogStreams } from '../common/streams/catalog-streams';
import { ConfigureSftpDto, SftpPasswordDto } from './dto/configure-sftp.dto';
import { ExportJobOptionsDto } from './dto/export-job-options.dto';
import { ExportOptionsDto, exportOptionsOf } from './dto/export-options.dto';
import {
  ExportHistoryPageView,
  ExportJobStartedView,
  ExportStatusView,
  SftpConfigureView,
  SftpStatusView,
  SftpTestView,
} from './dto/export-views';
import { ExportJobsService } from './jobs/export-jobs.service';
import { StockFeedService } from '../feeds/stock-feed.service';

const XML = 'application/xml; charset=utf-8';

/** The specification's job_id (the first file's job), and every file's job when the export makes more than one. */
const startedView = (ids: string[]): ExportJobStartedView => ({ job_id: ids[0], job_ids: ids });

/**
 * The XML feed export and its SFTP delivery, under /current, where clients call them. Registered
 * before the current-items controller so that none of these fixed paths is taken for an item id.
 */
@ApiTags('export')
@ApiBearerAuth()
@Controller('current')
export class ExportController {
  constructor(
    private readonly jobs: ExportJobsService,
    private readonly sftp: SftpConfigService,
    private readonly catalogStreams: CatalogStreams,
    private readonly stockFeed: StockFeedService,
  ) {}

  @Post('export-xml-job')
  @ApiOperation({
    summary:
      'Start an XML feed export in the background (no upload unless upload_to_sftp and SFTP is configured); poll export-xml-status for each of job_ids',
  })
  @ApiOkResponse({ type: ExportJobStartedView })
  async startJob(@Body() dto: ExportJobOptionsDto, @CurrentUser() user: AuthPrincipal): Promise<ExportJobStartedView> {
    return startedView(await this.jobs.start(exportOptionsOf(dto), user.email, dto.upload_to_sftp ? 'wanted' : 'none'));
  }

  @Post('export-and-upload-sftp')
  @ApiOperation({ summary: 'Start an XML feed export that is then uploaded to the configured SFTP server' })
  @ApiOkResponse({ type: ExportJobStartedView })
  async startJobWithUpload(@Body() dto: ExportOptionsDto, @CurrentUser() user: AuthPrincipal): Promise<ExportJobStartedView> {
    return startedView(await this.jobs.start(exportOptionsOf(dto), user.email, 'sftp'));
  }

  @Get('export-xml-status/:jobId')
  @ApiParam({ name: 'jobId', example: '3f1c2b7e-8a4d-4e55-9a4b-0c2d3e4f5a6b', description: 'job_id returned by POST /current/export-xml-job or /current/export-and-upload-sftp' })
  @ApiOperation({ summary: 'Status of an export job: status, progress, counts, file and SFTP outcome' })
  @ApiOkResponse({ type: ExportStatusView })
  status(@Param('jobId') jobId: string): Promise<ExportStatusView> {
    return this.jobs.status(jobId);
  }

  @Get('export-xml-download/:jobId')
  @ApiParam({ name: 'jobId', example: '3f1c2b7e-8a4d-4e55-9a4b-0c2d3e4f5a6b', description: 'job_id returned by POST /current/export-xml-job or /current/export-and-upload-sftp' })
  @ApiOperation({ summary: "Download a finished export's file, named by its filename" })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(@Param('jobId') jobId: string): Promise<StreamableFile> {
    const file = await this.jobs.fileOf(jobId);
    return new StreamableFile(file.body, { type: XML, disposition: attachmentDisposition(file.filename) });
  }

  @Get('export-xml')
  @ApiOperation({
    summary: 'Stream the stock-and-price feed directly (same options as the job, as query parameters)',
    description: 'Items with an error in diagnostics (scope=current) are left out. At most two streams at once per server process; another request meanwhile gets 429. The product feed streams at GET /feeds/products.',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  exportNow(@Query() dto: ExportOptionsDto, @Res({ passthrough: true }) res: Response): StreamableFile {
    const options = exportOptionsOf(dto);
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    this.catalogStreams.open(res, body);
    void this.stockFeed.write(body, options).catch(() => undefined);
    return new StreamableFile(body, { type: XML, disposition: attachmentDisposition(options.remote_filename) });
  }

  @Get('export-history')
  @ApiOperation({ summary: 'Past exports, newest first: who, when, options and result' })
  @ApiOkResponse({ type: ExportHistoryPageView })
  history(@Query() query: PageQuery): Promise<ExportHistoryPageView> {
    return this.jobs.history(query.skip, query.limit);
  }

  @Get('sftp-status')
  @ApiOperation({ summary: 'Whether SFTP is configured, and where exports are delivered' })
  @ApiOkResponse({ type: SftpStatusView })
  sftpStatus(): Promise<SftpStatusView> {
    return this.sftp.status();
  }

  @Post('configure-sftp')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Admins: test the connection with this password (and host, port, user, folder if given), then store them encrypted (JSON body, or the query parameter of the specification)',
    description:
      "First contact: the server's host key fingerprint is read and the answer is {success: false, host_fingerprint}; nothing is sent or saved. " +
      'Sent again with accept_fingerprint, the connection is made only to that key, and password and fingerprint are stored together. SFTP_HOST_FINGERPRINT pins the key instead.',
  })
  @ApiQuery({ name: 'password', required: false })
  @ApiBody({ type: ConfigureSftpDto, required: false })
  @ApiOkResponse({ type: SftpConfigureView })
  configure(@Query() query: SftpPasswordDto, @Body() body: ConfigureSftpDto): Promise<SftpConfigureView> {
    const { host, port, username, remote_dir } = body ?? {};
    return this.sftp.configure(body?.password || query.password, body?.accept_fingerprint, { host, port, username, remote_dir });
  }

  @Post('test-sftp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Connect with the stored settings and check the remote directory' })
  @ApiOkResponse({ type: SftpTestView })
  test(): Promise<SftpTestView> {
    return this.sftp.test();
  }
}
