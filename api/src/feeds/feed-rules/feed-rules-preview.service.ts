import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { currentItemBatches } from '../../export/jobs/current-items-source';
import { DiagnosticsTally } from '../diagnostics-tally';
import { ProductIssuesReader } from '../product-issues-reader';
import { currentItemIssues } from '../rules/current-item-rules';
import type { FeedIssue } from '../rules/product-rules';
import { checkRules } from './check-rules';
import { asText, compileRules, RuleRecord } from './compile-rules';
import type { FeedRulesPreviewView, PreviewExampleView } from './dto/feed-rules-views';
import { FeedRulesStore, lookupTables } from './feed-rules-store';
import { RuleFeed, WRITABLE_ATTRIBUTES } from './rule-model';

const EXAMPLES = 10;

/** Counts one pass of a preview: what the rules change, by attribute, and diagnostics without and with them. */
class PreviewTally {
  private total = 0;
  private changed = 0;
  private excluded = 0;
  private readonly byAttribute = new Map<string, number>();
  private readonly before = new DiagnosticsTally();
  private readonly after = new DiagnosticsTally();
  private readonly examples: PreviewExampleView[] = [];

  constructor(private readonly writable: readonly string[]) {}

  snapshot(record: RuleRecord): string[] {
    return this.writable.map((attribute) => asText(record[attribute]));
  }

  add(id: number | string, partNumber: string, was: string[], record: RuleRecord, issuesBefore: FeedIssue[], excludedBy: string | null, issuesAfter: FeedIssue[]): void {
    this.total++;
    this.before.add(issuesBefore);
    this.after.add(issuesAfter, excludedBy !== null);
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    let changed = false;
    for (let i = 0; i < this.writable.length; i++) {
      const now = asText(record[this.writable[i]]);
      if (now === was[i]) continue;
      changed = true;
      before[this.writable[i]] = was[i];
      after[this.writable[i]] = now;
    }
    if (excludedBy !== null) this.excluded++;
    else if (changed) {
      this.changed++;
      for (const attribute of Object.keys(after)) this.byAttribute.set(attribute, (this.byAttribute.get(attribute) ?? 0) + 1);
    }
    if ((changed || excludedBy !== null) && this.examples.length < EXAMPLES) this.examples.push({ id, part_number: partNumber, excluded_by: excludedBy, before, after });
  }

  view(): FeedRulesPreviewView {
    return {
      total: this.total,
      changed: this.changed,
      excluded: this.excluded,
      by_attribute: Object.fromEntries(this.byAttribute),
      diagnostics_before: this.before.counts,
      diagnostics_after: this.after.counts,
      examples: this.examples,
    };
  }
}

/**
 * The dry run: the draft rules over the whole feed (every live product, or every current item), counting
 * what they would change and what diagnostics would say, with examples. It writes nothing.
 */
@Injectable()
export class FeedRulesPreviewService {
  constructor(
    private readonly store: FeedRulesStore,
    private readonly products: ProductIssuesReader,
    private readonly em: EntityManager,
  ) {}

  async preview(feed: RuleFeed): Promise<FeedRulesPreviewView> {
    const { rules } = await this.store.draft();
    const tables = await this.store.lookupEntries();
    checkRules(rules, new Set(Object.keys(tables)));
    const compiled = compileRules(rules, feed, lookupTables(tables));
    const tally = new PreviewTally(WRITABLE_ATTRIBUTES[feed]);
    if (feed === 'products') {
      const check = await this.products.checker('live');
      for await (const rows of this.products.rows('live')) {
        for (const row of rows) {
          const was = tally.snapshot(row);
          const issuesBefore = check(row);
          const excludedBy = compiled.apply(row);
          tally.add(Number(row.id), String(row.part_number), was, row, issuesBefore, excludedBy, excludedBy === null ? check(row) : []);
        }
      }
    } else {
      for await (const batch of currentItemBatches(this.em.fork(), undefined)) {
        for (const item of batch) {
          const record = item as unknown as RuleRecord;
          const was = tally.snapshot(record);
          const issuesBefore = currentItemIssues(item);
          const excludedBy = compiled.apply(record);
          tally.add(item.id, item.part_number, was, record, issuesBefore, excludedBy, excludedBy === null ? currentItemIssues(item) : []);
        }
      }
    }
    return tally.view();
  }
}
