import type { operations } from '../../types/api-contract';

// The diagnostics responses are documented by example only, so their shapes below are kept by hand; the query's are generated.
type ItemsQuery = NonNullable<operations['FeedsController_items']['parameters']['query']>;

/** Live or draft products, or the current items of the stock-and-price feed. */
export type FeedScope = NonNullable<ItemsQuery['scope']>;
export type Severity = NonNullable<ItemsQuery['severity']>;

export interface FeedIssue {
  code: string;
  severity: Severity;
  attribute: string;
  message: string;
}

/** GET /feeds/diagnostics */
export interface DiagnosticsSummary {
  total: number;
  valid: number;
  with_errors: number;
  with_warnings: number;
  /** Left out by a feed rule (not an error). */
  excluded: number;
  issues: Array<FeedIssue & { title: string; fix: string; count: number; examples: Array<{ id: number | string; part_number: string; message: string }> }>;
}

/** GET /feeds/diagnostics/items */
export interface CheckedProduct {
  id: number | string;
  part_number: string;
  title: string | null;
  brand: string | null;
  issues: FeedIssue[];
}
