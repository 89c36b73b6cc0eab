/**
 * Feed rules are stored as JSON documents in three small tables without entities: the draft is one row,
 * a version is written once and never changed, and every process reads the newest version's number on
 * each run to know whether the rules it compiled are still the active ones.
 */
import { rawDate, rawNumber } from '../../../common/sql/raw-values';
import { defineQuery, defineStatement, type SqlRow } from '../../../common/sql/statement';
import type { RuleRecord } from '../compile-rules';
import type { FeedRule } from '../rule-model';

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

const toVersion = (row: SqlRow): StoredVersion => ({
  version: rawNumber(row.version),
  rules: JSON.parse(String(row.rules)) as FeedRule[],
  activated_at: rawDate(row.activated_at),
  activated_by: String(row.activated_by),
  restored_from: row.restored_from === null || row.restored_from === undefined ? null : rawNumber(row.restored_from),
});

export const READ_DRAFT = defineQuery<[], StoredDraft>({
  sql: 'SELECT rules, updated_at, updated_by FROM feed_rules_draft WHERE id = 1',
  map: (row) => ({
    rules: JSON.parse(String(row.rules)) as FeedRule[],
    updated_at: row.updated_at === null || row.updated_at === undefined ? null : rawDate(row.updated_at),
    updated_by: (row.updated_by as string | null) ?? null,
  }),
});
export const WRITE_DRAFT = defineStatement<[rules: string, updatedAt: Date, updatedBy: string]>({
  sql: 'UPDATE feed_rules_draft SET rules = ?, updated_at = ?, updated_by = ? WHERE id = 1',
});

export const ACTIVE_VERSION = defineQuery<[], number>({
  sql: 'SELECT version FROM feed_rule_versions ORDER BY version DESC LIMIT 1',
  map: (row) => rawNumber(row.version),
});
export const READ_VERSION = defineQuery<[version: number], StoredVersion & { lookups: Record<string, LookupEntries> }>({
  sql: 'SELECT version, rules, lookups, activated_at, activated_by, restored_from FROM feed_rule_versions WHERE version = ?',
  map: (row) => ({ ...toVersion(row), lookups: JSON.parse(String(row.lookups)) as Record<string, LookupEntries> }),
});
export const COUNT_VERSIONS = defineQuery<[], number>({ sql: 'SELECT COUNT(*) AS n FROM feed_rule_versions', map: (row) => rawNumber(row.n) });
export const LIST_VERSIONS = defineQuery<[limit: number, offset: number], StoredVersion>({
  sql: 'SELECT version, rules, activated_at, activated_by, restored_from FROM feed_rule_versions ORDER BY version DESC LIMIT ? OFFSET ?',
  map: toVersion,
});
/** The next version in one statement, so two processes activating at once cannot both take the same number unnoticed (the key refuses one). */
export const INSERT_VERSION = defineStatement<[rules: string, lookups: string, activatedAt: Date, activatedBy: string, restoredFrom: number | null]>({
  sql: 'INSERT INTO feed_rule_versions (version, rules, lookups, activated_at, activated_by, restored_from) SELECT COALESCE(MAX(version), 0) + 1, ?, ?, ?, ?, ? FROM feed_rule_versions',
});

export const LIST_LOOKUPS = defineQuery<[], StoredLookup>({
  sql: 'SELECT name, row_count, uploaded_at, uploaded_by FROM feed_rule_lookups ORDER BY name',
  map: (row) => ({ name: String(row.name), rows: rawNumber(row.row_count), uploaded_at: rawDate(row.uploaded_at), uploaded_by: String(row.uploaded_by) }),
});
export const READ_LOOKUPS = defineQuery<[], [name: string, entries: LookupEntries]>({
  sql: 'SELECT name, entries FROM feed_rule_lookups',
  map: (row) => [String(row.name), JSON.parse(String(row.entries)) as LookupEntries],
});
export const DELETE_LOOKUP = defineStatement<[name: string]>({ sql: 'DELETE FROM feed_rule_lookups WHERE name = ?' });
export const INSERT_LOOKUP = defineStatement<[name: string, entries: string, rowCount: number, uploadedAt: Date, uploadedBy: string]>({
  sql: 'INSERT INTO feed_rule_lookups (name, entries, row_count, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?)',
});

/** One product of `table` with its brand's name as `brand`, as the feed reads it (product-issues.sql.ts): the raw record the rules apply to. */
export const PRODUCT_ROW = defineQuery<[id: number], RuleRecord, string>({
  sql: (table) => `SELECT p.*, b.name AS brand FROM ${table} p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`,
  map: (row) => row as RuleRecord,
  review: ['draft_products', 'live_products'],
});
