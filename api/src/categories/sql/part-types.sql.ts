/**
 * The part types are the distinct trimmed, case-folded part types of every part and draft product, with
 * how many use each: a GROUP BY over all their rows, joined to the mappings and the taxonomy, filtered,
 * counted and paged in one statement, where the ORM would load every row. The tables belong to other
 * modules, so there is no entity for them here. The same text runs on SQLite and PostgreSQL.
 */
import { LIKE_ESCAPE } from '../../common/sql/like-pattern';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, type SqlRow } from '../../common/sql/statement';
import type { PartTypeFilter } from '../part-types/part-type-filter';

/** A table of another module that names a part type, and the column that holds it. */
export interface PartTypeSource {
  table: string;
  column: string;
}

export const PART_TYPE_SOURCES: readonly PartTypeSource[] = [
  { table: 'parts', column: 'part_type' },
  { table: 'draft_products', column: 'product_type' },
];

/** Reads no row: fails while the source's table is not there. */
export const PROBE_PART_TYPE_SOURCE = defineQuery<[], never, PartTypeSource>({
  sql: ({ table, column }) => `SELECT ${column} FROM ${table} WHERE 1 = 0`,
  map: () => {
    throw new Error('the probe reads no row');
  },
  review: PART_TYPE_SOURCES,
});

/** One row per part type key: a display spelling and how many records use it. */
function partTypeUniverse(sources: readonly PartTypeSource[]): string {
  const selects = sources.map(
    ({ table, column }) =>
      `SELECT LOWER(TRIM(${column})) AS k, MIN(TRIM(${column})) AS part_type, COUNT(*) AS n
         FROM ${table} WHERE ${column} IS NOT NULL AND TRIM(${column}) <> '' GROUP BY LOWER(TRIM(${column}))`,
  );
  selects.push('SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings');
  return `SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (${selects.join(' UNION ALL ')}) s GROUP BY k`;
}

const FILTERS: Record<PartTypeFilter, string[]> = { all: [], mapped: ['m.id IS NOT NULL'], unmapped: ['m.id IS NULL'] };

/** Binds the contains-pattern when searching. */
function partTypesFrom(sources: readonly PartTypeSource[], filter: PartTypeFilter, searching: boolean): string {
  const where = [...FILTERS[filter], ...(searching ? [`u.k LIKE ? ${LIKE_ESCAPE}`] : [])];
  return `FROM (${partTypeUniverse(sources)}) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
}

export interface PartTypeRow {
  part_type: string;
  /** Parts and draft products carrying this part type. */
  usage_count: number;
  mapping_id: number | null;
  category_id: number | null;
  category_name: string | null;
  full_path: string | null;
  confidence: number | null;
  source: string | null;
  /** Mapped to a category that is no longer in the taxonomy. */
  orphaned: boolean;
}

/** The part types of the sources present, narrowed by a filter and (binding a contains-pattern) a search. */
export interface PartTypeQuery {
  sources: readonly PartTypeSource[];
  filter: PartTypeFilter;
  searching: boolean;
}

const REVIEWED: PartTypeQuery[] = [
  { sources: PART_TYPE_SOURCES, filter: 'all', searching: false },
  { sources: PART_TYPE_SOURCES, filter: 'mapped', searching: true },
  { sources: PART_TYPE_SOURCES, filter: 'unmapped', searching: false },
];

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const toPartTypeRow = (row: SqlRow): PartTypeRow => ({
  part_type: String(row.part_type),
  usage_count: Number(row.usage_count ?? 0),
  mapping_id: number(row.mapping_id),
  category_id: number(row.category_id),
  category_name: (row.category_name as string | null) ?? null,
  full_path: (row.full_path as string | null) ?? null,
  confidence: number(row.confidence),
  source: (row.source as string | null) ?? null,
  orphaned: Number(row.orphaned) === 1,
});

export const COUNT_PART_TYPES = defineQuery<[] | [pattern: string], number, PartTypeQuery>({
  sql: ({ sources, filter, searching }) => `SELECT COUNT(*) AS total ${partTypesFrom(sources, filter, searching)}`,
  map: (row) => rawNumber(row.total),
  review: REVIEWED,
});

/** Binds the search pattern when searching, then the limit and the offset. */
export const PAGE_OF_PART_TYPES = defineQuery<unknown[], PartTypeRow, PartTypeQuery>({
  sql: ({ sources, filter, searching }) =>
    `SELECT u.part_type, u.usage_count, m.id AS mapping_id, m.category_id, c.name AS category_name,
          c.full_path, m.confidence, m.source, CASE WHEN m.id IS NOT NULL AND c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned
   ${partTypesFrom(sources, filter, searching)}
   ORDER BY CASE WHEN m.id IS NULL THEN 0 ELSE 1 END, u.usage_count DESC, u.k
   LIMIT ? OFFSET ?`,
  map: toPartTypeRow,
  review: REVIEWED,
});

export const COUNT_MAPPED_PART_TYPES = defineQuery<[], { total: number; mapped: number }, readonly PartTypeSource[]>({
  sql: (sources) => `SELECT COUNT(*) AS total, COUNT(m.id) AS mapped
   FROM (${partTypeUniverse(sources)}) u LEFT JOIN category_mappings m ON m.part_type_key = u.k`,
  map: (row) => ({ total: Number(row.total), mapped: Number(row.mapped) }),
  review: [PART_TYPE_SOURCES],
});
