import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorBody } from './error-body';

/** What body-parser throws for a body it refuses (too large, not JSON, refused by checkJsonBody): its status is the answer. */
interface ClientError {
  status: number;
  expose: true;
  type?: string;
  message: string;
}

const isClientError = (exception: unknown): exception is ClientError => {
  const error = exception as Partial<ClientError> | null;
  return typeof error?.status === 'number' && error.status >= 400 && error.status < 500 && error.expose === true;
};

/** Parse errors quote the body; the answer names the problem instead. */
const CLIENT_ERROR_DETAILS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
};

/**
 * Only the error's kind, driver code and stack frames: a database error's message quotes the statement with its
 * values (search terms, names), and no request value may reach the log.
 */
function loggable(exception: unknown): string {
  if (!(exception instanceof Error)) return `A ${typeof exception} was thrown`;
  const code = (exception as { code?: unknown }).code;
  const frames = (exception.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${exception.name}${typeof code === 'string' ? ` (${code})` : ''}: message withheld, it may quote request values`, ...frames].join('\n');
}

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
    if (isClientError(exception)) {
      return [exception.status, { detail: CLIENT_ERROR_DETAILS[exception.type ?? ''] ?? exception.message }];
    }
    this.logger.error(loggable(exception));
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
