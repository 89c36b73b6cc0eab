export type Availability = 'in stock' | 'out of stock' | 'preorder' | 'backorder';

export const AVAILABILITIES: Availability[] = ['in stock', 'out of stock', 'preorder', 'backorder'];

export interface CurrentItem {
  id: string;
  part_number: string;
  brand: string | null;
  is_kit: boolean;
  availability: Availability | null;
  price: number | null;
  updated_at: string;
}

export interface CurrentItemPage {
  items: CurrentItem[];
  total: number;
}

/** GET /current/stats gives each figure under two names (section 3); either may be read. */
export interface CurrentStats {
  total_items?: number;
  total_count?: number;
  singles?: number;
  single_count?: number;
  kits?: number;
  kit_count?: number;
  avg_price?: number;
  average_price?: number;
  with_brand_percentage?: number;
  brand_coverage?: { percentage_with_brand?: number };
}

export interface CurrentFilters {
  search: string;
  brand: string;
  /** undefined: all types. */
  isKit?: boolean;
}

export interface ItemsImportResult {
  imported: number;
  updated: number;
  errors?: number;
  error_rows?: string[];
}

export interface SyncImportResult {
  success: boolean;
  message: string;
  current_items_updated: number;
  urls_synchronized: number;
  sync_ratio: number;
  items_per_second: number;
  time_taken: number;
  not_found: number;
  errors?: number;
  invalid_price?: number;
  sync_errors?: string[];
  error_rows?: string[];
}

export interface BrandAssignmentResult {
  updated: number;
  not_found: number;
  errors: number;
  error_rows?: string[];
}

export interface ItemChanges {
  price: number | null;
  availability: Availability;
  brand: string | null;
}
