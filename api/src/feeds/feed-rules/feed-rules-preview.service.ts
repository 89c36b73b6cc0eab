import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { currentItemBatches } from '../current-items-source';
import { DiagnosticsTally } from '../diagnostics-tally';
import { ProductIssuesReader } from '../product-issues-reader';
import { currentItemIssues } from '../rules/current-item-rules';
import type { FeedIssue } from '../rules/product-rules';
import { checkRules } from './check-rules';
import { asText, CompiledRules, compileRules, RuleRecord } from './compile-rules';
import { ActiveFeedRules } from './active-feed-rules';
import type { FeedItem } from '../writer';
import type { FeedRulesPreviewView, PreviewExampleView } from './dto/feed-rules-views';
import { FeedRulesStore, lookupTables } from './feed-rules-store';
import { RuleFeed, WRITABLE_ATTRIBUTES } from './rule-model';

const EXAMPLES = 10;

const checkItem = (record: RuleRecord) => currentItemIssues(record as unknown as FeedItem);

/** An item as the feed sends it now, through the active rules. */
interface Seen {
  values: string[];
  issues: FeedIssue[];
  excluded: boolean;
}

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

  /** The item through the active rules (on a copy, so the draft then starts from the stored values). */
  seen(record: RuleRecord, active: CompiledRules, check: (record: RuleRecord) => FeedIssue[]): Seen {
    const current = active.size ? { ...record } : record;
    const excluded = active.apply(current) !== null;
    return { values: this.writable.map((attribute) => asText(current[attribute])), issues: excluded ? [] : check(current), excluded };
  }

  add(id: number | string, partNumber: string, now: Seen, record: RuleRecord, excludedBy: string | null, issuesAfter: FeedIssue[]): void {
    const was = now.values;
    this.total++;
    this.before.add(now.issues, now.excluded);
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
 * what activating them would change against what the feed sends now (through the active rules) and what
 * diagnostics would say, with examples. It writes nothing.
 */
@Injectable()
export class FeedRulesPreviewService {
  constructor(
    private readonly store: FeedRulesStore,
    private readonly active: ActiveFeedRules,
    private readonly products: ProductIssuesReader,
    private readonly em: EntityManager,
  ) {}

  async preview(feed: RuleFeed): Promise<FeedRulesPreviewView> {
    const { rules } = await this.store.draft();
    const tables = await this.store.lookupEntries();
    checkRules(rules, new Set(Object.keys(tables)));
    const compiled = compileRules(rules, feed, lookupTables(tables));
    const active = await this.active.forFeed(feed);
    const tally = new PreviewTally(WRITABLE_ATTRIBUTES[feed]);
    if (feed === 'products') {
      const check = await this.products.checker('live');
      for await (const rows of this.products.rows('live')) {
        for (const row of rows) {
          const now = tally.seen(row, active, check);
          const excludedBy = compiled.apply(row);
          tally.add(Number(row.id), String(row.part_number), now, row, excludedBy, excludedBy === null ? check(row) : []);
        }
      }
    } else {
      for await (const batch of currentItemBatches(this.em.fork(), undefined)) {
        for (const item of batch) {
          const record = item as unknown as RuleRecord;
          const now = tally.seen(record, active, checkItem);
          const excludedBy = compiled.apply(record);
          tally.add(item.id, item.part_number, now, record, excludedBy, excludedBy === null ? currentItemIssues(item) : []);
        }
      }
    }
    return tally.view();
  }
}
