import { Injectable } from '@nestjs/common';
import { CompiledRules, compileRules, NO_RULES } from './compile-rules';
import { FeedRulesStore, lookupTables } from './feed-rules-store';
import type { RuleFeed } from './rule-model';

interface Compiled {
  version: number;
  byFeed: Record<RuleFeed, CompiledRules>;
}

/**
 * The active rules of each feed, compiled once per version: every run (a feed, an export, diagnostics,
 * a publish) asks for them, which reads the active version's number from the database, so a version
 * activated by any process applies from every process's next run.
 */
@Injectable()
export class ActiveFeedRules {
  private compiled: Compiled = { version: 0, byFeed: { products: NO_RULES, current: NO_RULES } };

  constructor(private readonly store: FeedRulesStore) {}

  async forFeed(feed: RuleFeed): Promise<CompiledRules> {
    const version = await this.store.activeVersion();
    if (version !== this.compiled.version) {
      const stored = await this.store.version(version);
      const rules = stored?.rules ?? [];
      const tables = lookupTables(stored?.lookups ?? {});
      this.compiled = { version, byFeed: { products: compileRules(rules, 'products', tables), current: compileRules(rules, 'current', tables) } };
    }
    return this.compiled.byFeed[feed];
  }
}
