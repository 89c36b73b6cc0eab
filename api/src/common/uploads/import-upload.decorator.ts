/**
 * Import uploads, the Nest way:
 *
 *   @Post('import-price')
 *   @ImportUpload({ extensions: ['.csv', '.txt'], fields: { is_kit: { type: 'string', enum: ['true', 'false'] } } })
 *   prices(@UploadedImport() file: ImportUploadFile, @Body() options: ImportOptionsDto) {
 *     return this.imports.importPrices(file, options.is_kit);   // file.path is a temporary file
 *   }
 *
 *   @Post('import')
 *   @ImportUpload({ field: 'files', maxFiles: 50, extensions: ['.csv'], missingMessage: 'Please select at least one CSV file',
 *                   invalidMessage: (name) => `Only CSV files are allowed: ${name}`, fields: { brand_id: { type: 'string' } } })
 *   import(@UploadedImports() files: ImportUploadFile[], @Body() body: ProductImportBody) { … }   // form fields in the body
 *
 * - Files stream to DATA_DIR/uploads under random names (never in memory); the client's
 *   name is kept only as `originalname`, stripped of any path and control characters.
 * - No file → 400 'Please select a file to import'; another extension (any case) → 400
 *   'Please select a valid CSV file' / 'Please select a valid CSV or TXT file'; over the
 *   limit (config UPLOAD_LIMIT_MB, default 200) → 413 "<file>: is larger than the upload
 *   limit of 200 MB". Every answer is `{detail}`.
 * - The files are deleted when the handler's result settles (success or failure); a handler
 *   that hands a file to background work must move it elsewhere first (fs.rename).
 */
import { applyDecorators, createParamDecorator, ExecutionContext, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ImportUploadInterceptor } from './import-upload.interceptor';
import { ImportUploadOptions } from './upload-options';

/** An uploaded file as the handler gets it; it satisfies the CSV reader's ImportFile. */
export interface ImportUploadFile {
  /** The temporary file on disk. */
  path: string;
  /** The client's file name, for messages only. */
  originalname: string;
  size: number;
  mimetype: string;
}

export function ImportUpload(options: ImportUploadOptions): MethodDecorator {
  const field = options.field ?? 'file';
  const file = { type: 'string', format: 'binary', description: options.description ?? `${options.extensions.join(' or ')} file` };
  return applyDecorators(
    UseInterceptors(ImportUploadInterceptor(options)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [field, ...(options.requiredFields ?? [])],
        properties: { [field]: (options.maxFiles ?? 1) > 1 ? { type: 'array', items: file } : file, ...options.fields },
      },
    }),
    ApiBadRequestResponse({ description: 'No file, a file of another type, or a file that cannot be imported; `detail` says which' }),
    ApiPayloadTooLargeResponse({ description: 'The file is larger than the upload limit' }),
  );
}

/** The one file of an @ImportUpload route (always present: the route answered 400 otherwise). */
export const UploadedImport = createParamDecorator((_: unknown, context: ExecutionContext): ImportUploadFile => {
  return context.switchToHttp().getRequest<Request>().file as ImportUploadFile;
});

/** The files of an @ImportUpload route with maxFiles > 1 (at least one). */
export const UploadedImports = createParamDecorator((_: unknown, context: ExecutionContext): ImportUploadFile[] => {
  const files = context.switchToHttp().getRequest<Request>().files;
  return (Array.isArray(files) ? files : []) as ImportUploadFile[];
});
