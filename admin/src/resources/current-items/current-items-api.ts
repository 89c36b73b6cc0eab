import { http, uploadFile, type FormParts, type ProgressHandler } from '../../providers/http';
import type {
  BrandAssignmentResult,
  CurrentItem,
  ItemChanges,
  ItemsImportResult,
  SyncImportResult,
} from './types';

/**
 * The calls of the Current Products screen. The screen reports failures with
 * its own texts ('Failed to load items: …', 'Import failed: …', 'PRICE IMPORT
 * FAILED'…); the HTTP client shows none.
 */
const upload = <T,>(url: string, parts: FormParts, onProgress: ProgressHandler) =>
  uploadFile<T>(url, parts, { onProgress });

export const currentItemsApi = {
  async update(id: string, changes: ItemChanges): Promise<CurrentItem> {
    const { data } = await http.put<CurrentItem>(`/current/${encodeURIComponent(id)}`, changes);
    return data;
  },

  importItems: (file: File, isKit: boolean, onProgress: ProgressHandler) =>
    upload<ItemsImportResult>('/current/import', { file, is_kit: isKit }, onProgress),

  importAvailability: (file: File, isKit: boolean | undefined, onProgress: ProgressHandler) =>
    upload<SyncImportResult>('/current/import-availability', { file, is_kit: isKit }, onProgress),

  importPrices: (file: File, isKit: boolean | undefined, onProgress: ProgressHandler) =>
    upload<SyncImportResult>('/current/import-price', { file, is_kit: isKit }, onProgress),

  importBrands: (file: File, onProgress: ProgressHandler) => upload<BrandAssignmentResult>('/current/import-brands', { file }, onProgress),
};
