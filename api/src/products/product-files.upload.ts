import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { diskStorage } from 'multer';
import { tmpdir } from 'node:os';

const MAX_FILES = 50;
const MAX_FILE_BYTES = 200 * 1024 * 1024;

/** Repeated `files` parts streamed to temporary files (never held in memory) and `brand_id`. */
export function ProductFilesUpload() {
  return applyDecorators(
    UseInterceptors(
      FilesInterceptor('files', MAX_FILES, { storage: diskStorage({ destination: tmpdir() }), limits: { fileSize: MAX_FILE_BYTES } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['brand_id', 'files'],
        properties: {
          brand_id: { type: 'string', example: '3' },
          files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'CSV files' },
        },
      },
    }),
  );
}
