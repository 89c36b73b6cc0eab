import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawDate, rawNumber } from '../../common/sql/raw-values';
import type { LookupTables } from './compile-rules';
import type { FeedRule } from './rule-model';
import {
  ACTIVE_VERSION, COUNT_VERSIONS, DELETE_LOOKUP, INSERT_LOOKUP, INSERT_VERSION, LIST_LOOKUPS, LIST_VERSIONS, READ_DRAFT, READ_LOOKUPS, READ_VERSION, WRITE_DRAFT,
} from './sql/feed-rules.sql';

/** A lookup table's rows as stored: [key, value] pairs in file order. */
export type LookupEntries = Array<[string, string]>;

export interface StoredDraft {
  rules: FeedRule[];
  updated_at: Date | null;
  updated_by: string | null;
}

export interface StoredVersion {
  version: number;
  rules: FeedRule[];
  activated_at: Date;
  activated_by: string;
  restored_from: number | null;
}

export interface StoredLookup {
  name: string;
  rows: number;
  uploaded_at: Date;
  uploaded_by: string;
}

type Row = Record<string, unknown>;

const toVersion = (row: Row): StoredVersion => ({
  version: rawNumber(row.version),
  rules: JSON.parse(String(row.rules)) as FeedRule[],
  activated_at: rawDate(row.activated_at),
  activated_by: String(row.activated_by),
  restored_from: row.restored_from === null || row.restored_from === undefined ? null : rawNumber(row.restored_from),
});

/** Lookup entries as the engine reads them: keys trimmed and lower-cased, the last of a repeated key winning. */
export function lookupTables(tables: Record<string, LookupEntries>): LookupTables {
  return new Map(Object.entries(tables).map(([name, entries]) => [name, new Map(entries.map(([key, value]) => [key.trim().toLowerCase(), value]))]));
}

/** The draft, the versions and the lookup tables in the database, where every process reads them. */
@Injectable()
export class FeedRulesStore {
  constructor(private readonly em: EntityManager) {}

  private run<T = Row[]>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  async draft(): Promise<StoredDraft> {
    const [row] = await this.run(READ_DRAFT);
    return {
      rules: JSON.parse(String(row.rules)) as FeedRule[],
      updated_at: row.updated_at === null || row.updated_at === undefined ? null : rawDate(row.updated_at),
      updated_by: (row.updated_by as string | null) ?? null,
    };
  }

  async saveDraft(rules: FeedRule[], by: string): Promise<void> {
    await this.run(WRITE_DRAFT, [JSON.stringify(rules), new Date(), by]);
  }

  /** The active version's number, 0 before the first activation. */
  async activeVersion(): Promise<number> {
    const [row] = await this.run(ACTIVE_VERSION);
    return row ? rawNumber(row.version) : 0;
  }

  async version(version: number): Promise<(StoredVersion & { lookups: Record<string, LookupEntries> }) | null> {
    const [row] = await this.run(READ_VERSION, [version]);
    return row ? { ...toVersion(row), lookups: JSON.parse(String(row.lookups)) as Record<string, LookupEntries> } : null;
  }

  async versions(skip: number, limit: number): Promise<{ items: StoredVersion[]; total: number }> {
    const [count] = await this.run(COUNT_VERSIONS);
    const rows = await this.run(LIST_VERSIONS, [limit, skip]);
    return { items: rows.map(toVersion), total: rawNumber(count.n) };
  }

  /** Adds the next version (the active one from now on) and puts its rules in the draft, in one transaction. */
  async addVersion(rules: FeedRule[], lookups: Record<string, LookupEntries>, by: string, restoredFrom: number | null): Promise<number> {
    return this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const now = new Date();
      await connection.execute(INSERT_VERSION, [JSON.stringify(rules), JSON.stringify(lookups), now, by, restoredFrom], 'run');
      await connection.execute(WRITE_DRAFT, [JSON.stringify(rules), now, by], 'run');
      const [row] = await connection.execute<Row[]>(ACTIVE_VERSION);
      return rawNumber(row.version);
    });
  }

  async lookups(): Promise<StoredLookup[]> {
    const rows = await this.run(LIST_LOOKUPS);
    return rows.map((row) => ({ name: String(row.name), rows: rawNumber(row.row_count), uploaded_at: rawDate(row.uploaded_at), uploaded_by: String(row.uploaded_by) }));
  }

  async lookupEntries(): Promise<Record<string, LookupEntries>> {
    const rows = await this.run(READ_LOOKUPS);
    return Object.fromEntries(rows.map((row) => [String(row.name), JSON.parse(String(row.entries)) as LookupEntries]));
  }

  async saveLookup(name: string, entries: LookupEntries, by: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute(DELETE_LOOKUP, [name], 'run');
      await connection.execute(INSERT_LOOKUP, [name, JSON.stringify(entries), entries.length, new Date(), by], 'run');
    });
  }
}
