import { downloadFile, uploadFile, type DownloadedFile } from '../../providers/http';
import type { BrandImportPreview, BrandImportResult } from './types';

/** The Brands calls that the screen makes itself (the list and its create, edit and delete go through Refine). */
export const brandsApi = {
  // The Review step's reading of the file: the server's, so it sees the file exactly as the import will.
  preview: (file: File) => uploadFile<BrandImportPreview>('/brands/upload/preview', { file }, { skipErrorToast: true }),
  upload: (file: File) => uploadFile<BrandImportResult>('/brands/upload', { file }),
  export: (format: ExportFormat, includeParts: boolean, includeStats: boolean): Promise<DownloadedFile> =>
    downloadFile('/brands/export', { format, include_parts: includeParts, include_stats: includeStats }, { skipErrorToast: true }),
};

export type ExportFormat = 'csv' | 'json' | 'xlsx';
