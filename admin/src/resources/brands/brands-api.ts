import { downloadFile, http, uploadFile, type DownloadedFile } from '../../providers/http';
import type { Brand, BrandImportResult } from './types';

/** The Brands calls of section 7 that the screen makes itself (the list goes through Refine). */
export const brandsApi = {
  // Section 7: POST /brands takes a form with `name`.
  create: (name: string) =>
    http.post<Brand>('/brands', new URLSearchParams({ name }), { skipErrorToast: true }).then((r) => r.data),
  update: (id: number, changes: Pick<Brand, 'name' | 'active'>) =>
    http.put<Brand>(`/brands/${id}`, changes, { skipErrorToast: true }).then((r) => r.data),
  remove: (id: number) => http.delete(`/brands/${id}`, { skipErrorToast: true }),
  upload: (file: File) => uploadFile<BrandImportResult>('/brands/upload', file),
  export: (format: ExportFormat, includeParts: boolean, includeStats: boolean): Promise<DownloadedFile> =>
    downloadFile('/brands/export', { format, include_parts: includeParts, include_stats: includeStats }, { skipErrorToast: true }),
};

export type ExportFormat = 'csv' | 'json' | 'xlsx';
