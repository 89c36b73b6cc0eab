import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { describeBytes } from './upload-limits';

/** The file the limit refused, when known, then the limit: "<file>: is larger than the upload limit of 200 MB". */
export function tooLarge(maxBytes: number, fileName?: string): PayloadTooLargeException {
  const reason = `is larger than the upload limit of ${describeBytes(maxBytes)}`;
  return new PayloadTooLargeException({ detail: fileName ? `${fileName}: ${reason}` : `The file ${reason}` });
}

/** A request whose files together exceed the per-request limit (several files of one import). */
export function requestTooLarge(maxRequestBytes: number): PayloadTooLargeException {
  return new PayloadTooLargeException({ detail: `The upload is larger than the limit of ${describeBytes(maxRequestBytes)} for one request; send the files in several imports` });
}

/** Without a declared size the per-request limit could only be met after storing everything. */
export function lengthRequired(): HttpException {
  return new HttpException({ detail: 'An upload must state its size (Content-Length)' }, 411);
}

/** multer's and busboy's errors as `{detail}` answers a user can act on. */
export function uploadError(error: unknown, field: string, maxFiles: number, maxBytes: number, fileName?: string): unknown {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string })?.code;
  const message = (error as Error)?.message ?? String(error);
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(maxBytes, fileName);
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException({ detail: maxFiles === 1 ? 'Send one file only' : `Send at most ${maxFiles} files at once` });
    case 'LIMIT_UNEXPECTED_FILE': {
      const got = (error as { field?: string }).field;
      return new BadRequestException({ detail: `Send the file in the form field '${field}'${got ? `, not '${got}'` : ''}` });
    }
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
      return new BadRequestException({ detail: `The upload has too many or too large form fields (${message})` });
  }
  if (error instanceof Error && /multipart|boundary|unexpected end of form/i.test(message)) {
    return new BadRequestException({ detail: `The upload is not a valid multipart/form-data request: ${message}` });
  }
  return error;
}
