import type { FeedIssue } from './rules/product-rules';

/**
 * How many records were checked, and how many of them are valid, in error (kept out of the feed), warned,
 * or excluded by a feed rule (kept out, and not an error): total = valid + with_errors + excluded.
 */
export interface DiagnosticsCounts {
  total: number;
  valid: number;
  with_errors: number;
  with_warnings: number;
  excluded: number;
}

/** Counts records by their issues as a feed or a summary goes through them. */
export class DiagnosticsTally {
  readonly counts: DiagnosticsCounts = { total: 0, valid: 0, with_errors: 0, with_warnings: 0, excluded: 0 };

  /** Counts one record; true when it may go into the feed (not excluded, no error). */
  add(issues: readonly FeedIssue[], excluded = false): boolean {
    this.counts.total++;
    if (excluded) {
      this.counts.excluded++;
      return false;
    }
    const sendable = !issues.some((issue) => issue.severity === 'error');
    if (sendable) this.counts.valid++;
    else this.counts.with_errors++;
    if (issues.some((issue) => issue.severity === 'warning')) this.counts.with_warnings++;
    return sendable;
  }
}
