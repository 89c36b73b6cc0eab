import { Injectable } from '@nestjs/common';
import type { Page } from '../common/paging/page-query';
import { ISSUE_CODES, IssueCodeName, Severity } from './rules/issue-codes';
import { CheckedProduct, FeedScope, ProductIssuesReader } from './product-issues-reader';

const EXAMPLES = 5;

export interface IssueSummary {
  code: IssueCodeName;
  severity: Severity;
  attribute: string;
  message: string;
  count: number;
  examples: Array<{ id: number; part_number: string; message: string }>;
}

export interface DiagnosticsSummary {
  total: number;
  valid: number;
  with_errors: number;
  with_warnings: number;
  issues: IssueSummary[];
}

export interface ItemFilter {
  code?: IssueCodeName;
  severity?: Severity;
}

/** What Google would make of a list: counts of valid products and of each issue, and the products behind them. */
@Injectable()
export class DiagnosticsService {
  constructor(private readonly reader: ProductIssuesReader) {}

  async summary(scope: FeedScope): Promise<DiagnosticsSummary> {
    const summary: DiagnosticsSummary = { total: 0, valid: 0, with_errors: 0, with_warnings: 0, issues: [] };
    const byCode = new Map<IssueCodeName, IssueSummary>();
    for await (const product of this.reader.checked(scope)) {
      summary.total++;
      const errors = product.issues.some((i) => i.severity === 'error');
      if (errors) summary.with_errors++;
      else summary.valid++;
      if (product.issues.some((i) => i.severity === 'warning')) summary.with_warnings++;
      for (const issue of product.issues) {
        let entry = byCode.get(issue.code);
        if (!entry) {
          entry = { code: issue.code, severity: issue.severity, attribute: issue.attribute, message: ISSUE_CODES[issue.code].google, count: 0, examples: [] };
          byCode.set(issue.code, entry);
        }
        entry.count++;
        if (entry.examples.length < EXAMPLES) entry.examples.push({ id: product.id, part_number: product.part_number, message: issue.message });
      }
    }
    summary.issues = [...byCode.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
    return summary;
  }

  /** The products with issues (of one code or severity when asked), in id order. */
  async items(scope: FeedScope, skip: number, limit: number, filter: ItemFilter): Promise<Page<CheckedProduct>> {
    const items: CheckedProduct[] = [];
    let total = 0;
    for await (const product of this.reader.checked(scope)) {
      const matching = product.issues.filter((i) => (!filter.code || i.code === filter.code) && (!filter.severity || i.severity === filter.severity));
      if (matching.length === 0) continue;
      if (total >= skip && items.length < limit) items.push(product);
      total++;
    }
    return { items, total };
  }

  /** Every issue of every product, one row each, for the CSV download. */
  async *rows(scope: FeedScope): AsyncGenerator<Array<string | number>> {
    for await (const product of this.reader.checked(scope)) {
      for (const issue of product.issues) yield [product.id, product.part_number, product.title ?? '', issue.code, issue.severity, issue.attribute, issue.message];
    }
  }
}
