export { ImportUpload, UploadedImport, UploadedImports } from './import-upload.decorator';
export type { ImportUploadFile } from './import-upload.decorator';
export { ImportUploadInterceptor } from './import-upload.interceptor';
export type { ImportUploadOptions } from './upload-options';
export { invalidFileMessage, NO_FILE_MESSAGE } from './upload-options';
export { describeBytes, uploadLimits } from './upload-limits';
