/** Every import the application has, as the history names them. */
export const IMPORT_KINDS = [
  'brands_parts',
  'draft_products',
  'current_items',
  'prices',
  'availability',
  'brand_assignment',
  'mappings',
  'taxonomy',
] as const;

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** An import's counts: read = inserted + updated + unchanged + not_found + refused. */
export interface ImportCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  not_found: number;
  refused: number;
}
