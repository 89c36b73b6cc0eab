/** Shapes of the Categories calls (section 7), as the API returns them. */
export interface Category {
  category_id: number;
  name: string;
  full_path: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface TaxonomyUploadResult {
  success: boolean;
  message: string;
  total_categories: number;
  orphaned_mappings: number;
  orphaned_part_types: string[];
}

export interface Suggestion extends Category {
  confidence: number;
  /** Which words matched what: "BRK → brake → Motor Vehicle Braking". */
  matched: string[];
}

export interface Analysis {
  part_type: string;
  suggestions: Suggestion[];
  best: Suggestion | null;
  reason?: string;
}

export interface PartType {
  part_type: string;
  usage_count: number;
  mapping_id: number | null;
  category_id: number | null;
  category_name: string | null;
  full_path: string | null;
  confidence: number | null;
  source: 'manual' | 'suggested' | 'upload' | null;
  orphaned: boolean;
}

export interface MappingStats {
  total_part_types: number;
  mapped: number;
  unmapped: number;
  orphaned: number;
  coverage_percent: number;
  total_mappings: number;
  total_categories: number;
}

export interface AppliedMappings {
  success: boolean;
  message: string;
  applied: number;
  created: number;
  updated: number;
  errors: Array<{ part_type: string; detail: string }>;
}
