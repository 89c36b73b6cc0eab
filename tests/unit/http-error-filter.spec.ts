import { ArgumentsHost, Logger } from '@nestjs/common';
import { HttpErrorFilter } from '../../api/src/common/errors/http-error.filter';
import { CapturingLogger } from '../support/log-capture';

/** An unexpected error answers 500 without detail, and its log line names its kind and code, never the values it quotes. */
describe('the error filter', () => {
  const logs = new CapturingLogger();
  beforeAll(() => Logger.overrideLogger(logs));
  afterAll(() => logs.stop());

  function answerTo(exception: unknown): { status?: number; body?: unknown } {
    const answer: { status?: number; body?: unknown } = {};
    const response = {
      headersSent: false,
      status(code: number) {
        answer.status = code;
        return this;
      },
      json(body: unknown) {
        answer.body = body;
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new HttpErrorFilter().catch(exception, host);
    return answer;
  }

  it('logs a database error without the statement and values in its message', () => {
    const error = Object.assign(new Error("SELECT * FROM brands WHERE name LIKE '%needle-term%' - SQLITE_ERROR: unrecognized token"), {
      code: 'SQLITE_ERROR',
    });
    expect(answerTo(error)).toEqual({ status: 500, body: { detail: 'Internal server error' } });
    const logged = logs.text();
    expect(logged).toContain('Error (SQLITE_ERROR): message withheld, it may quote request values');
    expect(logged).toMatch(/\n\s+at /);
    expect(logged).not.toContain('needle-term');
    expect(logged).not.toContain('SELECT');
  });

  it("answers a body parser's refusal with its own 4xx and a fixed detail", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true, type: 'entity.too.large' });
    expect(answerTo(tooLarge)).toEqual({ status: 413, body: { detail: 'The request body is too large' } });
    const notJson = Object.assign(new Error('Unexpected token n in JSON: "needle"'), { status: 400, expose: true, type: 'entity.parse.failed' });
    expect(answerTo(notJson)).toEqual({ status: 400, body: { detail: 'The request body is not valid JSON' } });
  });
});
