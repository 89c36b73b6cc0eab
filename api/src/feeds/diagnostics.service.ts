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
  /** The issue as the screen names it, and how to fix it: docs/feed-problems.md lists the same. */
  title: string;
  fix: string;
  severity: Severity;
  attribute: string;
  message: string;
  count: number;
  examples: Array<{ id: number | string; part_number: string; message: string }>;
}

export interface DiagnosticsSummary extends DiagnosticsCounts {
  issues: IssueSummary[];
}

/** Which records to check: of one brand (part of its name), or holding a text in id, part number or title. */
export interface RecordFilter {
  brand?: string;
  search?: string;
}

export interface ItemFilter extends RecordFilter {
  code?: IssueCodeName;
  severity?: Severity;
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1 };

const contains = (value: string | number | null, term: string) => value !== null && String(value).toLowerCase().includes(term);

/** The record filter as a test; every record passes an empty one. */
function recordTest({ brand, search }: RecordFilter): (record: CheckedRecord) => boolean {
  const brandTerm = brand?.trim().toLowerCase() ?? '';
  const searchTerm = search?.trim().toLowerCase() ?? '';
  return (record) =>
    (!brandTerm || contains(record.brand, brandTerm)) &&
    (!searchTerm || [record.id, record.part_number, record.title].some((value) => contains(value, searchTerm)));
}

/** What Google would make of a list: counts of valid records and of each issue, and the records behind them. */
@Injectable()
export class DiagnosticsService {
  constructor(
    private readonly products: ProductIssuesReader,
    private readonly currentItems: CurrentItemIssuesReader,
  ) {}

  private async *checked(scope: DiagnosticsScope, filter: RecordFilter = {}): AsyncGenerator<CheckedRecord> {
    const passes = recordTest(filter);
    const records = scope === 'current' ? this.currentItems.checked() : this.products.checked(scope);
    for await (const record of records) if (passes(record)) yield record;
  }

  /** Issues are ordered errors first, then by count: what keeps products out of the feed comes first. */
  async summary(scope: DiagnosticsScope, filter: RecordFilter = {}): Promise<DiagnosticsSummary> {
    const tally = new DiagnosticsTally();
    const byCode = new Map<IssueCodeName, IssueSummary>();
    for await (const record of this.checked(scope, filter)) {
      tally.add(record.issues, record.excluded);
      for (const issue of record.issues) {
        let entry = byCode.get(issue.code);
        if (!entry) {
          const { title, fix, google } = ISSUE_CODES[issue.code];
          entry = { code: issue.code, title, fix, severity: issue.severity, attribute: issue.attribute, message: google, count: 0, examples: [] };
          byCode.set(issue.code, entry);
        }
        entry.count++;
        if (entry.examples.length < EXAMPLES) entry.examples.push({ id: record.id, part_number: record.part_number, message: issue.message });
      }
    }
    const issues = [...byCode.values()].sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.count - a.count || a.code.localeCompare(b.code),
    );
    return { ...tally.counts, issues };
  }

  /** The records with issues (of one code or severity, brand or text when asked), in id order. */
  async items(scope: DiagnosticsScope, skip: number, limit: number, filter: ItemFilter): Promise<Page<Omit<CheckedRecord, 'excluded'>>> {
    const items: Array<Omit<CheckedRecord, 'excluded'>> = [];
    let total = 0;
    for await (const { id, part_number, title, brand, issues } of this.checked(scope, filter)) {
      const matching = issues.filter((i) => (!filter.code || i.code === filter.code) && (!filter.severity || i.severity === filter.severity));
      if (matching.length === 0) continue;
      if (total >= skip && items.length < limit) items.push({ id, part_number, title, brand, issues });
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
