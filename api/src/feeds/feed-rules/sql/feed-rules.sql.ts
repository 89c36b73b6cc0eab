/**
 * Feed rules are stored as JSON documents in three small tables without entities: the draft is one row,
 * a version is written once and never changed, and every process reads the newest version's number on
 * each run to know whether the rules it compiled are still the active ones.
 */

export const READ_DRAFT = 'SELECT rules, updated_at, updated_by FROM feed_rules_draft WHERE id = 1';
export const WRITE_DRAFT = 'UPDATE feed_rules_draft SET rules = ?, updated_at = ?, updated_by = ? WHERE id = 1';

export const ACTIVE_VERSION = 'SELECT version FROM feed_rule_versions ORDER BY version DESC LIMIT 1';
export const READ_VERSION = 'SELECT version, rules, lookups, activated_at, activated_by, restored_from FROM feed_rule_versions WHERE version = ?';
export const COUNT_VERSIONS = 'SELECT COUNT(*) AS n FROM feed_rule_versions';
export const LIST_VERSIONS = 'SELECT version, rules, activated_at, activated_by, restored_from FROM feed_rule_versions ORDER BY version DESC LIMIT ? OFFSET ?';
/** The next version in one statement, so two processes activating at once cannot both take the same number unnoticed (the key refuses one). */
export const INSERT_VERSION =
  'INSERT INTO feed_rule_versions (version, rules, lookups, activated_at, activated_by, restored_from) SELECT COALESCE(MAX(version), 0) + 1, ?, ?, ?, ?, ? FROM feed_rule_versions';

export const LIST_LOOKUPS = 'SELECT name, row_count, uploaded_at, uploaded_by FROM feed_rule_lookups ORDER BY name';
export const READ_LOOKUPS = 'SELECT name, entries FROM feed_rule_lookups';
export const DELETE_LOOKUP = 'DELETE FROM feed_rule_lookups WHERE name = ?';
export const INSERT_LOOKUP = 'INSERT INTO feed_rule_lookups (name, entries, row_count, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?)';

/** One product with its brand's name as `brand`, as the feed reads it (product-issues.sql.ts). */
export const productRow = (table: string) => `SELECT p.*, b.name AS brand FROM ${table} p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`;
