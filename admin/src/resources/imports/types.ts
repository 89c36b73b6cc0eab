import type { components } from '../../types/api-contract';

export type ImportEntry = components['schemas']['ImportView'];

/** The kinds GET /imports?kind= takes, with the names the screen shows. */
export const IMPORT_KIND_LABELS: Record<string, string> = {
  brands_parts: 'Brands & parts',
  draft_products: 'Draft products',
  current_items: 'Current items',
  prices: 'Prices',
  availability: 'Availability',
  brand_assignment: 'Brand assignment',
  mappings: 'Category mappings',
  taxonomy: 'Taxonomy',
};

export const IMPORT_STATUS_CHIPS: Record<string, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  running: { label: 'Running', color: 'default' },
  completed: { label: 'Completed', color: 'success' },
  completed_with_problems: { label: 'With problems', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

/** The counts of an import, in the order they add up to the rows read, with the names the screens show. */
export const IMPORT_COUNT_COLUMNS = [
  ['read', 'Read'],
  ['inserted', 'Added'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['not_found', 'Not found'],
  ['refused', 'Refused'],
] as const;

/** Eleven columns fit a 1366 px screen, Refused included, only with narrow cell padding. */
export const IMPORT_TABLE_SX = { '& th, & td': { px: 1 } } as const;
