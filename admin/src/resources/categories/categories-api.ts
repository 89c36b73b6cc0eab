import { http, uploadFile } from '../../providers/http';
import type { Analysis, AppliedMappings, Category, MappingStats, Page, PartType, TaxonomyUploadResult } from './types';

const get = <T,>(url: string, params?: Record<string, unknown>) => http.get<T>(url, { params }).then((r) => r.data);

/**
 * The Categories calls of section 7 the screens make. Section 8: the HTTP client shows no
 * toast for /categories URLs, so every caller reports its own failures.
 */
export const categoriesApi = {
  list: (skip: number, limit: number) => get<Page<Category>>('/categories', { skip, limit }),
  stats: () => get<{ total_categories: number }>('/categories/stats'),
  search: (q: string, limit = 50) => get<Page<Category>>('/categories/search', { q, limit }),
  uploadTaxonomy: (file: File) => uploadFile<TaxonomyUploadResult>('/categories/upload-taxonomy', { file }),

  partTypes: (skip: number, limit: number, search?: string) =>
    get<Page<PartType>>('/categories/part-types', { skip, limit, search: search || undefined }),
  unmapped: (skip: number, limit: number) => get<Page<PartType>>('/categories/part-types/unmapped', { skip, limit }),
  mappingStats: () => get<MappingStats>('/categories/mapping-stats'),
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
