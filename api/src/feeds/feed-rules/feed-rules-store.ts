import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { sqlRunner } from '../../common/sql/sql-runner';
import type { LookupTables } from './compile-rules';
import type { FeedRule } from './rule-model';
import {
  ACTIVE_VERSION, COUNT_VERSIONS, DELETE_LOOKUP, INSERT_LOOKUP, INSERT_VERSION, LIST_LOOKUPS, LIST_VERSIONS, LookupEntries, READ_DRAFT, READ_LOOKUPS, READ_VERSION,
  StoredDraft, StoredLookup, StoredVersion, WRITE_DRAFT,
} from './sql/feed-rules.sql';

export type { LookupEntries, StoredDraft, StoredLookup, StoredVersion } from './sql/feed-rules.sql';

/** Lookup entries as the engine reads them: keys trimmed and lower-cased, the last of a repeated key winning. */
export function lookupTables(tables: Record<string, LookupEntries>): LookupTables {
  return new Map(Object.entries(tables).map(([name, entries]) => [name, new Map(entries.map(([key, value]) => [key.trim().toLowerCase(), value]))]));
}

/** The draft, the versions and the lookup tables in the database, where every process reads them. */
@Injectable()
export class FeedRulesStore {
  constructor(private readonly em: EntityManager) {}

  async draft(): Promise<StoredDraft> {
    const [draft] = await sqlRunner(this.em).rows(READ_DRAFT, []);
    return draft;
  }

  async saveDraft(rules: FeedRule[], by: string): Promise<void> {
    await sqlRunner(this.em).run(WRITE_DRAFT, [JSON.stringify(rules), new Date(), by]);
  }

  /** The active version's number, 0 before the first activation. */
  async activeVersion(): Promise<number> {
    return (await sqlRunner(this.em).one(ACTIVE_VERSION, [])) ?? 0;
  }

  async version(version: number): Promise<(StoredVersion & { lookups: Record<string, LookupEntries> }) | null> {
    return (await sqlRunner(this.em).one(READ_VERSION, [version])) ?? null;
  }

  async versions(skip: number, limit: number): Promise<{ items: StoredVersion[]; total: number }> {
    const sql = sqlRunner(this.em);
    const [total] = await sql.rows(COUNT_VERSIONS, []);
    return { items: await sql.rows(LIST_VERSIONS, [limit, skip]), total };
  }

  /** Adds the next version (the active one from now on) and puts its rules in the draft, in one transaction. */
  async addVersion(rules: FeedRule[], lookups: Record<string, LookupEntries>, by: string, restoredFrom: number | null): Promise<number> {
    return this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const now = new Date();
      await sql.run(INSERT_VERSION, [JSON.stringify(rules), JSON.stringify(lookups), now, by, restoredFrom]);
      await sql.run(WRITE_DRAFT, [JSON.stringify(rules), now, by]);
      const [version] = await sql.rows(ACTIVE_VERSION, []);
      return version;
    });
  }

  async lookups(): Promise<StoredLookup[]> {
    return sqlRunner(this.em).rows(LIST_LOOKUPS, []);
  }

  async lookupEntries(): Promise<Record<string, LookupEntries>> {
    return Object.fromEntries(await sqlRunner(this.em).rows(READ_LOOKUPS, []));
  }

  async saveLookup(name: string, entries: LookupEntries, by: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      await sql.run(DELETE_LOOKUP, [name]);
      await sql.run(INSERT_LOOKUP, [name, JSON.stringify(entries), entries.length, new Date(), by]);
    });
  }
}
