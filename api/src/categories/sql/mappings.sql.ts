/**
 * A mapping is read joined to its category, which the ORM has no relation for: category_id is a plain
 * column so that a taxonomy re-upload never cascades, and the LEFT JOIN is what flags a mapping orphaned.
 * An upload writes a batch of mappings per INSERT … ON CONFLICT statement rather than an entity each, an
 * export resolves a batch of product types per query, and counts are COUNT(*), not loaded rows.
 * The same text runs on SQLite and PostgreSQL.
 */
import { LIKE_ESCAPE } from '../../common/sql/like-pattern';
import { placeholders } from '../../common/sql/placeholders';

/** The columns `toMappingView` reads. */
const MAPPING_COLUMNS = `m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned`;

const MAPPING_FROM = 'category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id';

/** Binds the contains-pattern twice. Both columns are stored lowercased, so no LOWER() is needed on them. */
const SEARCH = `WHERE m.part_type_key LIKE ? ${LIKE_ESCAPE} OR c.path_search LIKE ? ${LIKE_ESCAPE}`;

export const countMappings = (searching: boolean) => `SELECT COUNT(*) AS total FROM ${MAPPING_FROM} ${searching ? SEARCH : ''}`;

/** Binds SEARCH's two patterns when searching, then the limit and the offset. */
export const pageOfMappings = (searching: boolean) =>
  `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ${searching ? SEARCH : ''} ORDER BY m.part_type_key LIMIT ? OFFSET ?`;

export const LATEST_MAPPINGS = `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ORDER BY m.updated_at DESC, m.id DESC LIMIT ?`;

export const MAPPING_BY_ID = `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.id = ?`;

export const MAPPING_BY_PART_TYPE_KEY = `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.part_type_key = ?`;

export const COUNT_ALL_MAPPINGS = 'SELECT COUNT(*) AS total FROM category_mappings';

/** Binds the keys, then each key with its new category_id: how many exist, and how many of those already map there. */
export const countMappedKeys = (keys: number) =>
  `SELECT COUNT(*) AS existing, COALESCE(SUM(CASE WHEN (part_type_key, category_id) IN (VALUES ${Array.from({ length: keys }, () => '(?, ?)').join(', ')}) THEN 1 ELSE 0 END), 0) AS same
   FROM category_mappings WHERE part_type_key IN (${placeholders(keys)})`;

/** Binds part_type, part_type_key, category_id, confidence, source, created_at, updated_at and created_by per mapping. */
export const upsertMappings = (mappings: number) =>
  `INSERT INTO category_mappings (part_type, part_type_key, category_id, confidence, source, created_at, updated_at, created_by)
   VALUES ${Array.from({ length: mappings }, () => `(${placeholders(8)})`).join(', ')}
   ON CONFLICT (part_type_key) DO UPDATE SET part_type = excluded.part_type, category_id = excluded.category_id,
     confidence = excluded.confidence, source = excluded.source, updated_at = excluded.updated_at`;

export const ORPHANED_PART_TYPES = `SELECT m.part_type FROM category_mappings m
   WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.category_id = m.category_id)
   ORDER BY m.part_type_key`;

export const categoriesOfPartTypeKeys = (keys: number) =>
  `SELECT m.part_type_key, c.category_id, c.name, c.full_path
   FROM category_mappings m JOIN categories c ON c.category_id = m.category_id
   WHERE m.part_type_key IN (${placeholders(keys)})`;
