import { BadRequestException, CallHandler, ExecutionContext, HttpException, Inject, Injectable, mixin, NestInterceptor, Optional, Type } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { extname } from 'node:path';
import { finalize, Observable } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { displayFileName } from '../csv/file-name';
import { lengthRequired, requestTooLarge, tooLarge, uploadError } from './upload-errors';
import { UploadLimits, uploadLimits } from './upload-limits';
import { ImportUploadOptions, invalidFileMessage, NO_FILE_MESSAGE } from './upload-options';
import { prepareUploadDir } from './stale-uploads';

/** Room for the multipart boundaries and the small form fields beside the files. */
const MULTIPART_OVERHEAD = 1024 * 1024;
/** Names of the files offered so far in this request, to name the one the size limit stops. */
const OFFERED = Symbol('offeredUploads');

type UploadRequest = Request & { [OFFERED]?: string[] };

/**
 * Streams the multipart file(s) of one route to temporary files (never into memory),
 * checks presence, extension and size, and removes the files once the handler's result
 * has settled, whatever it was. Built by ImportUpload(); see import-upload.decorator.ts.
 */
export function ImportUploadInterceptor(options: ImportUploadOptions): Type<NestInterceptor> {
  const field = options.field ?? 'file';
  const maxFiles = options.maxFiles ?? 1;
  const extensions = options.extensions.map((e) => e.toLowerCase());
  const invalid = options.invalidMessage ?? invalidFileMessage(extensions);
  const missing = options.missingMessage ?? NO_FILE_MESSAGE;

  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly limits: UploadLimits;
    private readonly receive: RequestHandler;

    constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
      this.limits = uploadLimits(config);
      prepareUploadDir(this.limits.dir);
      const upload = multer({
        // The stored name is ours; the client's name is only ever shown.
        storage: multer.diskStorage({ destination: this.limits.dir, filename: (_req, _file, done) => done(null, `upload-${randomUUID()}`) }),
        limits: { fileSize: this.limits.maxBytes, files: maxFiles, fields: 50, fieldSize: 1024 * 1024, parts: maxFiles + 50 },
        defParamCharset: 'utf8',
        fileFilter: (req: UploadRequest, file, done) => {
          file.originalname = displayFileName(file.originalname);
          (req[OFFERED] ??= []).push(file.originalname);
          if (extensions.includes(extname(file.originalname).toLowerCase())) done(null, true);
          else done(new BadRequestException({ detail: typeof invalid === 'function' ? invalid(file.originalname) : invalid }));
        },
      });
      this.receive = maxFiles === 1 ? upload.single(field) : upload.array(field, maxFiles);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<UploadRequest>();
      // Refused before storing anything; the body is read and dropped so the client gets the answer.
      // Node's parser never delivers more than the declared length, so it bounds the whole request.
      const refuse = (error: HttpException) => {
        request.resume();
        return error;
      };
      if (request.headers['content-length'] === undefined) throw refuse(lengthRequired());
      const declared = Number(request.headers['content-length']);
      if (declared > maxFiles * this.limits.maxBytes + MULTIPART_OVERHEAD) throw refuse(tooLarge(this.limits.maxBytes));
      if (declared > this.limits.maxRequestBytes + MULTIPART_OVERHEAD) throw refuse(requestTooLarge(this.limits.maxRequestBytes));
      try {
        await run(this.receive, request, http.getResponse<Response>());
      } catch (error) {
        throw uploadError(error, field, maxFiles, this.limits.maxBytes, request[OFFERED]?.at(-1));
      }
      const files = storedFiles(request);
      if (files.length === 0) throw new BadRequestException({ detail: missing });
      return next.handle().pipe(finalize(() => void removeFiles(files)));
    }
  }
  return mixin(UploadInterceptor);
}

function run(middleware: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => middleware(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
}

function storedFiles(request: Request): Express.Multer.File[] {
  if (request.file) return [request.file];
  return Array.isArray(request.files) ? request.files : [];
}

async function removeFiles(files: Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
