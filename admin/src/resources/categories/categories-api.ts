import { http, uploadFile } from '../../providers/http';
import type { Analysis, AppliedMappings, MappingUploadResult, Page, PartType, TaxonomyUploadResult } from './types';

const get = <T,>(url: string, params?: Record<string, unknown>) => http.get<T>(url, { params }).then((r) => r.data);

/**
 * The Categories calls the screens make. The HTTP client shows no
 * toast for /categories URLs, so every caller reports its own failures.
 */
export const categoriesApi = {
  uploadTaxonomy: (file: File) => uploadFile<TaxonomyUploadResult>('/categories/upload-taxonomy', { file }),
  uploadMappings: (file: File, onProgress: (percent: number) => void) =>
    uploadFile<MappingUploadResult>('/categories/upload-mappings', { file }, { onProgress }),

  unmapped: (skip: number, limit: number) => get<Page<PartType>>('/categories/part-types/unmapped', { skip, limit }),
  analyze: (partTypes: string[]) =>
    http
      .post<{ results: Analysis[] }>('/categories/ai-analyze-part-types', { part_types: partTypes })
      .then((r) => r.data.results),
  applySuggestions: (mappings: Array<{ part_type: string; suggested_category: number; confidence: number | null }>) =>
    http.post<AppliedMappings>('/categories/apply-ai-mappings', { mappings }).then((r) => r.data),
  createMapping: (part_type: string, category_id: number) =>
    http.post('/categories/mappings', { part_type, category_id }).then((r) => r.data),
  updateMapping: (id: number, category_id: number) =>
    http.put(`/categories/mappings/${id}`, { category_id, confidence: null, source: 'manual' }).then((r) => r.data),
  deleteMapping: (id: number) => http.delete(`/categories/mappings/${id}`),
};
