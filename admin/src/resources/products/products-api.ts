import { http, uploadFile, type ProgressHandler } from '../../providers/http';
import type { BulkPublishResult, ProductDetail, ProductImportResult, ProductKind, ProductPage } from './types';

/** The Parts calls of section 7 the Products screen makes; the screen reports failures itself. */
export const productsApi = {
  list: (kind: ProductKind, skip: number, limit: number, search: string) =>
    http
      .get<ProductPage>(`/parts/${kind}`, { params: { skip, limit, ...(search ? { search } : {}) }, skipErrorToast: true })
      .then((r) => r.data),
  details: (kind: ProductKind, id: number) =>
    http.get<ProductDetail>(`/parts/${kind}/${id}`, { skipErrorToast: true }).then((r) => r.data),
  publish: (id: number) => http.post<ProductDetail>(`/parts/${id}/publish`, undefined, { skipErrorToast: true }).then((r) => r.data),
  publishMany: (ids: number[]) => http.post<BulkPublishResult>('/parts/publish', { ids }, { skipErrorToast: true }).then((r) => r.data),
  unpublish: (liveProductId: number) => http.post(`/parts/live/${liveProductId}/unpublish`, undefined, { skipErrorToast: true }),
  deleteDraft: (id: number) => http.delete(`/parts/draft/${id}`, { skipErrorToast: true }),
  import: (brandId: number, files: File[], onProgress: ProgressHandler) =>
    uploadFile<ProductImportResult>('/parts/import', { brand_id: brandId, files }, { onProgress, skipErrorToast: true }),
};
