import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorBody } from './error-body';

/** Turns every exception into `{detail}`; unexpected ones are logged and hidden from clients. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toBody(exception);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.status(status).json(body);
  }

  private toBody(exception: unknown): [number, ErrorBody] {
    if (exception instanceof HttpException) {
      return [exception.getStatus(), { detail: detailOf(exception) }];
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    return [HttpStatus.INTERNAL_SERVER_ERROR, { detail: 'Internal server error' }];
  }
}

function detailOf(exception: HttpException): ErrorBody['detail'] {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const body = response as { detail?: ErrorBody['detail']; message?: unknown };
  if (body.detail !== undefined) return body.detail;
  if (typeof body.message === 'string') return body.message;
  if (Array.isArray(body.message)) return body.message.join('; ');
  return exception.message;
}
