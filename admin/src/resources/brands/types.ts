import type { components } from '../../types/api-contract';

export interface Brand {
  id: number;
  name: string;
  active: boolean;
  parts_count: number;
  created_at: string;
  updated_at: string;
}

export interface ImportErrorRow {
  line: number;
  field: string | null;
  reason: string;
}

/** POST /brands/upload */
export interface BrandImportResult {
  brands: number;
  brands_created: number;
  parts: number;
  created: number;
  updated: number;
  errors: number;
  error_rows: ImportErrorRow[];
  warnings: string[];
}

/** POST /brands/upload/preview: the file as the import reads it, nothing written. */
export type BrandImportPreview = components['schemas']['BrandImportPreviewView'];
