/** One category of Google's product taxonomy. */
export interface TaxonomyCategory {
  category_id: number;
  name: string;
  full_path: string;
}

/** A candidate category for a part type; confidence is between 0 and 1. */
export interface CategorySuggestion {
  category_id: number;
  name: string;
  full_path: string;
  confidence: number;
  /** Which words matched what: "BRK → brake → Motor Vehicle Braking". */
  matched: string[];
}

/** Result for one part type; `best` is null (and `reason` says why) when no suggestion is good enough. */
export interface PartTypeAnalysis {
  part_type: string;
  suggestions: CategorySuggestion[];
  best: CategorySuggestion | null;
  reason?: string;
}
