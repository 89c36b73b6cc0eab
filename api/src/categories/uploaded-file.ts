import { UseInterceptors, applyDecorators } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { diskStorage, memoryStorage } from 'multer';
import { tmpdir } from 'node:os';

/** Taxonomy and mapping files are small text files (Google's full taxonomy is about 0.3 MB). */
const MAX_CATEGORY_FILE_BYTES = 20 * 1024 * 1024;

/**
 * A multipart route taking one file in the field `file`: kept in memory (the taxonomy
 * parser takes the whole text) or written to a temporary file (the CSV reader streams
 * from disk; the route deletes it when done).
 */
export function SingleFileUpload(description: string, storage: 'memory' | 'disk') {
  return applyDecorators(
    UseInterceptors(
      FileInterceptor('file', {
        storage: storage === 'memory' ? memoryStorage() : diskStorage({ destination: tmpdir() }),
        limits: { fileSize: MAX_CATEGORY_FILE_BYTES, files: 1 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description } } },
    }),
  );
}
