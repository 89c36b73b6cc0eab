import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { ImportErrors, ImportFile, readImportFile } from '../../common/csv';
import { badRequest, conflict, notFound } from '../../common/errors/http-errors';
import type { Page } from '../../common/paging/page-query';
import { checkRules } from './check-rules';
import { asText } from './compile-rules';
import { ActiveFeedRules } from './active-feed-rules';
import type { FeedRulesActivationView, FeedRulesDraftView, LookupTableListView, LookupUploadView, ProductRuleEffectsView } from './dto/feed-rules-views';
import { FeedRulesStore, LookupEntries, StoredVersion } from './feed-rules-store';
import { LOOKUP_IMPORT_FORMAT } from './lookup-import-format';
import { FeedRule, RULE_LIMITS, WRITABLE_ATTRIBUTES } from './rule-model';
import { PRODUCT_ROW } from './sql/feed-rules.sql';
import { sqlRunner } from '../../common/sql/sql-runner';

const PRODUCT_TABLES = { draft: 'draft_products', live: 'live_products' } as const;

/**
 * The draft rule set, its activation as a new version (recorded with who did it), restoring an older
 * version as a new one, and the lookup tables. Nothing reaches a feed before an activation.
 */
@Injectable()
export class FeedRulesService {
  constructor(
    private readonly store: FeedRulesStore,
    private readonly active: ActiveFeedRules,
    private readonly em: EntityManager,
  ) {}

  draft(): Promise<FeedRulesDraftView> {
    return this.store.draft();
  }

  async saveDraft(rules: FeedRule[], by: string): Promise<FeedRulesDraftView> {
    checkRules(rules);
    await this.store.saveDraft(rules, by);
    return this.store.draft();
  }

  /** The draft becomes the next version, with a copy of the lookup tables its rules use. */
  async activate(by: string): Promise<FeedRulesActivationView> {
    const { rules } = await this.store.draft();
    const tables = await this.store.lookupEntries();
    checkRules(rules, new Set(Object.keys(tables)));
    const used = new Set(rules.flatMap((rule) => rule.actions.filter((action) => action.type === 'lookup').map((action) => action.table!)));
    const snapshot = Object.fromEntries(Object.entries(tables).filter(([name]) => used.has(name)));
    return { version: await this.addVersion(rules, snapshot, by, null) };
  }

  /** An older version's rules and lookup tables, active again as the next version (and in the draft). */
  async restore(version: number, by: string): Promise<FeedRulesActivationView> {
    const stored = await this.store.version(version);
    if (!stored) throw notFound('Feed rules version', version);
    return { version: await this.addVersion(stored.rules, stored.lookups, by, version) };
  }

  versions(skip: number, limit: number): Promise<Page<StoredVersion>> {
    return this.store.versions(skip, limit);
  }

  private async addVersion(rules: FeedRule[], lookups: Record<string, LookupEntries>, by: string, restoredFrom: number | null): Promise<number> {
    try {
      return await this.store.addVersion(rules, lookups, by, restoredFrom);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict('Another activation was saved at the same moment; reload the versions and try again');
      throw error;
    }
  }

  async lookups(): Promise<LookupTableListView> {
    return { items: await this.store.lookups() };
  }

  /** Replaces a lookup table with a two-column file read by the shared CSV reader; rows it rejects are reported. */
  async uploadLookup(name: string, file: ImportFile, by: string): Promise<LookupUploadView> {
    const errors = new ImportErrors();
    const entries: LookupEntries = [];
    for await (const batch of readImportFile(file, LOOKUP_IMPORT_FORMAT, { errors })) {
      for (const row of batch.rows) entries.push([row.key, row.value]);
      if (entries.length > RULE_LIMITS.lookupRows) throw badRequest(`a lookup table holds at most ${RULE_LIMITS.lookupRows.toLocaleString('en-US')} rows`);
    }
    await this.store.saveLookup(name, entries, by);
    return { name, rows: entries.length, errors: errors.count, error_details: errors.messages() };
  }

  /** A product's attributes before and after the active rules, each with the last rule that changed it. */
  async productEffects(kind: keyof typeof PRODUCT_TABLES, id: number): Promise<ProductRuleEffectsView> {
    const row = await sqlRunner(this.em).one(PRODUCT_ROW, [id], PRODUCT_TABLES[kind]);
    if (!row) throw notFound(kind === 'draft' ? 'Draft product' : 'Live product', id);
    const rules = await this.active.forFeed('products');
    const writable = WRITABLE_ATTRIBUTES.products;
    const before = writable.map((attribute) => asText(row[attribute]));
    const changedBy = new Map<string, string>();
    const excludedBy = rules.apply(row, (attribute, rule) => changedBy.set(attribute, rule));
    return {
      excluded_by: excludedBy,
      attributes: writable.map((attribute, i) => {
        const after = asText(row[attribute]);
        return { attribute, before: before[i], after, rule: after === before[i] ? null : (changedBy.get(attribute) ?? null) };
      }),
    };
  }
}
