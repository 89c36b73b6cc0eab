import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { diskStorage } from 'multer';
import { tmpdir } from 'node:os';

export const MAX_BRAND_FILE_BYTES = 200 * 1024 * 1024;

/** One multipart `file`, streamed to a temporary file (never held in memory); the route deletes it. */
export function BrandFileUpload() {
  return applyDecorators(
    UseInterceptors(
      FileInterceptor('file', {
        storage: diskStorage({ destination: tmpdir() }),
        limits: { fileSize: MAX_BRAND_FILE_BYTES, files: 1 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'CSV with columns brand, part_number and optionally part_type (header names case-insensitive)',
          },
        },
      },
    }),
  );
}
