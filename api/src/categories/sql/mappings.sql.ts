/**
 * A mapping is read joined to its category, which the ORM has no relation for: category_id is a plain
 * column so that a taxonomy re-upload never cascades, and the LEFT JOIN is what flags a mapping orphaned.
 * An upload writes a batch of mappings per INSERT … ON CONFLICT statement rather than an entity each, an
 * export resolves a batch of product types per query, and counts are COUNT(*), not loaded rows.
 * The same text runs on SQLite and PostgreSQL.
 */
import { LIKE_ESCAPE } from '../../common/sql/like-pattern';
import { placeholders } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement, type SqlRow } from '../../common/sql/statement';
import type { MappingSource } from '../entities/category-mapping.entity';
import type { MappingView } from '../mappings/mapping-views';
import type { CategoryView } from '../taxonomy/category-views';

/** The columns `toMappingView` reads. */
const MAPPING_COLUMNS = `m.id, m.part_type, m.category_id, c.name AS category_name, c.full_path, m.confidence, m.source,
  m.created_at, m.updated_at, m.created_by, CASE WHEN c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned`;

const MAPPING_FROM = 'category_mappings m LEFT JOIN categories c ON c.category_id = m.category_id';

/** Binds the contains-pattern twice. Both columns are stored lowercased, so no LOWER() is needed on them. */
const SEARCH = `WHERE m.part_type_key LIKE ? ${LIKE_ESCAPE} OR c.path_search LIKE ? ${LIKE_ESCAPE}`;

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const isoDate = (value: unknown) => new Date(value as string | number | Date).toISOString();

/** Raw rows of the mapping reads as both databases return them (SQLite dates are epoch ms). */
const toMappingView = (row: SqlRow): MappingView => ({
  id: Number(row.id),
  part_type: String(row.part_type),
  category_id: Number(row.category_id),
  category_name: (row.category_name as string | null) ?? null,
  full_path: (row.full_path as string | null) ?? null,
  confidence: number(row.confidence),
  source: row.source as MappingSource,
  orphaned: Number(row.orphaned) === 1,
  created_at: isoDate(row.created_at),
  updated_at: isoDate(row.updated_at),
  created_by: number(row.created_by),
});

const total = (row: SqlRow) => rawNumber(row.total);

/** Whether a list is searched: then SEARCH's two patterns are bound first. */
type Searching = boolean;

export const COUNT_MAPPINGS = defineQuery<[] | [pattern: string, samePattern: string], number, Searching>({
  sql: (searching) => `SELECT COUNT(*) AS total FROM ${MAPPING_FROM} ${searching ? SEARCH : ''}`,
  map: total,
  review: [false, true],
});

/** Binds SEARCH's two patterns when searching, then the limit and the offset. */
export const PAGE_OF_MAPPINGS = defineQuery<unknown[], MappingView, Searching>({
  sql: (searching) => `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ${searching ? SEARCH : ''} ORDER BY m.part_type_key LIMIT ? OFFSET ?`,
  map: toMappingView,
  review: [false, true],
});

export const LATEST_MAPPINGS = defineQuery<[limit: number], MappingView>({
  sql: `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ORDER BY m.updated_at DESC, m.id DESC LIMIT ?`,
  map: toMappingView,
});

export const MAPPING_BY_ID = defineQuery<[id: number], MappingView>({ sql: `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.id = ?`, map: toMappingView });

export const MAPPING_BY_PART_TYPE_KEY = defineQuery<[key: string], MappingView>({
  sql: `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.part_type_key = ?`,
  map: toMappingView,
});

export const COUNT_ALL_MAPPINGS = defineQuery<[], number>({ sql: 'SELECT COUNT(*) AS total FROM category_mappings', map: total });

/**
 * Binds the keys, then each key with its new category_id: how many exist, and how many of those already map there.
 * The category_id is cast because PostgreSQL types a bound value in VALUES as text, which it will not compare with an integer.
 */
export const COUNT_MAPPED_KEYS = defineQuery<unknown[], { existing: number; same: number }, number>({
  sql: (keys) =>
    `SELECT COUNT(*) AS existing, COALESCE(SUM(CASE WHEN (part_type_key, category_id) IN (VALUES ${Array.from({ length: keys }, () => '(?, CAST(? AS INTEGER))').join(', ')}) THEN 1 ELSE 0 END), 0) AS same
   FROM category_mappings WHERE part_type_key IN (${placeholders(keys)})`,
  map: (row) => ({ existing: Number(row.existing), same: Number(row.same) }),
  review: [2],
});

/** Binds part_type, part_type_key, category_id, confidence, source, created_at, updated_at and created_by per mapping. */
export const UPSERT_MAPPINGS = defineStatement<unknown[], number>({
  sql: (mappings) =>
    `INSERT INTO category_mappings (part_type, part_type_key, category_id, confidence, source, created_at, updated_at, created_by)
   VALUES ${Array.from({ length: mappings }, () => `(${placeholders(8)})`).join(', ')}
   ON CONFLICT (part_type_key) DO UPDATE SET part_type = excluded.part_type, category_id = excluded.category_id,
     confidence = excluded.confidence, source = excluded.source, updated_at = excluded.updated_at`,
  review: [2],
});

export const ORPHANED_PART_TYPES = defineQuery<[], string>({
  sql: `SELECT m.part_type FROM category_mappings m
   WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.category_id = m.category_id)
   ORDER BY m.part_type_key`,
  map: (row) => row.part_type as string,
});

/** Binds `keys` part type keys: each mapped key with its category. */
export const CATEGORIES_OF_PART_TYPE_KEYS = defineQuery<string[], CategoryView & { part_type_key: string }, number>({
  sql: (keys) =>
    `SELECT m.part_type_key, c.category_id, c.name, c.full_path
   FROM category_mappings m JOIN categories c ON c.category_id = m.category_id
   WHERE m.part_type_key IN (${placeholders(keys)})`,
  map: (row) => ({ part_type_key: String(row.part_type_key), category_id: Number(row.category_id), name: String(row.name), full_path: String(row.full_path) }),
  review: [2],
});
