import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { extname } from 'node:path';
import { badRequest } from '../../common/errors/http-errors';

export const NO_FILE = 'Please select a file to import';

/** The extensions each dialog accepts (any case) and the message for any other file (spec section 5). */
export const CSV_ONLY = { extensions: ['.csv'], refusal: 'Please select a valid CSV file' };
export const CSV_OR_TXT = { extensions: ['.csv', '.txt'], refusal: 'Please select a valid CSV or TXT file' };

type Accepted = typeof CSV_ONLY;

/**
 * One multipart `file` (plus an optional `is_kit` field), refused before it is stored when its
 * extension is not accepted. Storage and size limit come from CurrentModule's MulterModule
 * (a temporary file on disk, never the whole file in memory); the route deletes the file.
 */
export function CurrentFileUpload(accepted: Accepted, isKitHelp: string) {
  return applyDecorators(
    UseInterceptors(
      FileInterceptor('file', {
        fileFilter: (_request, file, done) => {
          const ok = accepted.extensions.includes(extname(file.originalname).toLowerCase());
          done(ok ? null : badRequest(accepted.refusal), ok);
        },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', description: `${accepted.extensions.join(' or ')} file` },
          is_kit: { type: 'string', enum: ['true', 'false'], description: isKitHelp },
        },
      },
    }),
  );
}
