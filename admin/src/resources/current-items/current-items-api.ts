import { http, IMPORT_TIMEOUT_MS, type ProgressHandler } from '../../providers/http';
import type {
  BrandAssignmentResult,
  CurrentItem,
  CurrentStats,
  ItemChanges,
  ItemsImportResult,
  SyncImportResult,
} from './types';

/**
 * The calls of the Current Products screen (section 7). The screen reports failures with
 * its own texts (section 8: 'Failed to load items: …', 'Import failed: …', 'PRICE IMPORT
 * FAILED'…), so the HTTP client's generic toast is skipped for them.
 */
async function post<T>(url: string, file: File, fields: Record<string, string | undefined>, onProgress?: ProgressHandler): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  const { data } = await http.post<T>(url, form, {
    timeout: IMPORT_TIMEOUT_MS,
    skipErrorToast: true,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded * 100) / event.total));
    },
  });
  return data;
}

const kitField = (isKit: boolean | undefined) => (isKit === undefined ? undefined : String(isKit));

export const currentItemsApi = {
  async stats(): Promise<CurrentStats> {
    const { data } = await http.get<CurrentStats>('/current/stats', { skipErrorToast: true });
    return data;
  },

  async update(id: string, changes: ItemChanges): Promise<CurrentItem> {
    const { data } = await http.put<CurrentItem>(`/current/${encodeURIComponent(id)}`, changes, { skipErrorToast: true });
    return data;
  },

  importItems: (file: File, isKit: boolean, onProgress: ProgressHandler) =>
    post<ItemsImportResult>('/current/import', file, { is_kit: String(isKit) }, onProgress),

  importAvailability: (file: File, isKit: boolean | undefined, onProgress: ProgressHandler) =>
    post<SyncImportResult>('/current/import-availability', file, { is_kit: kitField(isKit) }, onProgress),

  importPrices: (file: File, isKit: boolean | undefined, onProgress: ProgressHandler) =>
    post<SyncImportResult>('/current/import-price', file, { is_kit: kitField(isKit) }, onProgress),

  importBrands: (file: File, onProgress: ProgressHandler) => post<BrandAssignmentResult>('/current/import-brands', file, {}, onProgress),
};
