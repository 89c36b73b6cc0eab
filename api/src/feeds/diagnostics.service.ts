import { Injectable } from '@nestjs/common';
import type { Page } from '../common/paging/page-query';
import { CurrentItemIssuesReader } from './current-item-issues-reader';
import { DiagnosticsCounts, DiagnosticsTally } from './diagnostics-tally';
import { CheckedRecord, FeedScope, ProductIssuesReader } from './product-issues-reader';
import { ISSUE_CODES, IssueCodeName, Severity } from './rules/issue-codes';

const EXAMPLES = 5;

/** Live or draft products, or the current items of the stock-and-price feed. */
export type DiagnosticsScope = FeedScope | 'current';

export interface IssueSummary {
  code: IssueCodeName;
  severity: Severity;
  attribute: string;
  message: string;
  count: number;
  examples: Array<{ id: number | string; part_number: string; message: string }>;
}

export interface DiagnosticsSummary extends DiagnosticsCounts {
  issues: IssueSummary[];
}

export interface ItemFilter {
  code?: IssueCodeName;
  severity?: Severity;
}

/** What Google would make of a list: counts of valid records and of each issue, and the records behind them. */
@Injectable()
export class DiagnosticsService {
  constructor(
    private readonly products: ProductIssuesReader,
    private readonly currentItems: CurrentItemIssuesReader,
  ) {}

  private checked(scope: DiagnosticsScope): AsyncGenerator<CheckedRecord> {
    return scope === 'current' ? this.currentItems.checked() : this.products.checked(scope);
  }

  async summary(scope: DiagnosticsScope): Promise<DiagnosticsSummary> {
    const tally = new DiagnosticsTally();
    const byCode = new Map<IssueCodeName, IssueSummary>();
    for await (const record of this.checked(scope)) {
      tally.add(record.issues, record.excluded);
      for (const issue of record.issues) {
        let entry = byCode.get(issue.code);
        if (!entry) {
          entry = { code: issue.code, severity: issue.severity, attribute: issue.attribute, message: ISSUE_CODES[issue.code].google, count: 0, examples: [] };
          byCode.set(issue.code, entry);
        }
        entry.count++;
        if (entry.examples.length < EXAMPLES) entry.examples.push({ id: record.id, part_number: record.part_number, message: issue.message });
      }
    }
    const issues = [...byCode.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
    return { ...tally.counts, issues };
  }

  /** The records with issues (of one code or severity when asked), in id order. */
  async items(scope: DiagnosticsScope, skip: number, limit: number, filter: ItemFilter): Promise<Page<Omit<CheckedRecord, 'excluded'>>> {
    const items: Array<Omit<CheckedRecord, 'excluded'>> = [];
    let total = 0;
    for await (const { id, part_number, title, issues } of this.checked(scope)) {
      const matching = issues.filter((i) => (!filter.code || i.code === filter.code) && (!filter.severity || i.severity === filter.severity));
      if (matching.length === 0) continue;
      if (total >= skip && items.length < limit) items.push({ id, part_number, title, issues });
      total++;
    }
    return { items, total };
  }

  /** Every issue of every record, one row each, for the CSV download. */
  async *rows(scope: DiagnosticsScope): AsyncGenerator<Array<string | number>> {
    for await (const record of this.checked(scope)) {
      for (const issue of record.issues) yield [record.id, record.part_number, record.title ?? '', issue.code, issue.severity, issue.attribute, issue.message];
    }
  }
}
