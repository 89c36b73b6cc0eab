import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/access.decorators';
import { HealthService, Readiness } from './health.service';

/** For load balancers and orchestrators: no token, no data, cheap. */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Liveness: the process answers HTTP' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: the database answers and every migration has run; 503 otherwise' })
  @ApiOkResponse({ schema: { example: { status: 'ready', database: 'ok', pending_migrations: 0 } } })
  @ApiServiceUnavailableResponse({ schema: { example: { status: 'not ready', database: 'unreachable', pending_migrations: null } } })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await this.health.readiness();
    if (readiness.status !== 'ready') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
