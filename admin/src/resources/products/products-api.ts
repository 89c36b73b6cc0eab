import { http, uploadFile, type ProgressHandler } from '../../providers/http';
import type { BulkPublishResult, ProductDetail, ProductImportResult } from './types';

/** The Parts calls the Products screen makes; the screen reports failures itself. */
export const productsApi = {
  publish: (id: number) => http.post<ProductDetail>(`/parts/${id}/publish`, undefined).then((r) => r.data),
  publishMany: (ids: number[]) => http.post<BulkPublishResult>('/parts/publish', { ids }).then((r) => r.data),
  unpublish: (liveProductId: number) => http.post(`/parts/live/${liveProductId}/unpublish`, undefined),
  deleteDraft: (id: number) => http.delete(`/parts/draft/${id}`),
  import: (brandId: number, files: File[], onProgress: ProgressHandler) =>
    uploadFile<ProductImportResult>('/parts/import', { brand_id: brandId, files }, { onProgress }),
};
