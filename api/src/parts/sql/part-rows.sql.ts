/**
 * Written by hand so that a part is read with its brand's name joined in, and a list is filtered on
 * part number, type or brand name and counted by the database, in one statement each. The text
 * filters are LOWER … LIKE … ESCAPE, which match the same way on SQLite and PostgreSQL.
 */
import { containsPattern, likeClause } from '../../common/sql/like-pattern';
import { rawDate, rawNumber } from '../../common/sql/raw-values';
import { defineQuery, type SqlRow } from '../../common/sql/statement';
import type { PartView } from '../part-views';

const FROM = 'FROM parts p JOIN brands b ON b.id = p.brand_id';

const PART_SELECT = `SELECT p.id, p.brand_id, b.name AS brand_name, p.part_number, p.part_type, p.created_at, p.updated_at ${FROM}`;

/** What a part list is narrowed to; every condition given applies. */
export interface PartFilter {
  /** Contained in the part number or the part type, case-insensitively. */
  search?: string;
  /** Contained in the part number, case-insensitively. */
  partNumber?: string;
  brandId?: number;
  /** The brand's whole name, case-insensitively. */
  brandName?: string;
}

/** Which of a filter's conditions a list's WHERE holds: the shape of its statements. */
export type PartConditions = Record<keyof PartFilter, boolean>;

export const partConditions = (filter: PartFilter): PartConditions => ({
  search: filter.search !== undefined,
  partNumber: filter.partNumber !== undefined,
  brandId: filter.brandId !== undefined,
  brandName: filter.brandName !== undefined,
});

/** The WHERE clause of a part list. */
function partWhere(conditions: PartConditions): string {
  const clauses: string[] = [];
  if (conditions.search) clauses.push(`(${likeClause('p.part_number')} OR ${likeClause('p.part_type')})`);
  if (conditions.partNumber) clauses.push(likeClause('p.part_number'));
  if (conditions.brandId) clauses.push('p.brand_id = ?');
  if (conditions.brandName) clauses.push('LOWER(b.name) = ?');
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** The bindings of a part list's WHERE, in its order. */
export function partWhereParams(filter: PartFilter): unknown[] {
  const params: unknown[] = [];
  if (filter.search !== undefined) params.push(containsPattern(filter.search), containsPattern(filter.search));
  if (filter.partNumber !== undefined) params.push(containsPattern(filter.partNumber));
  if (filter.brandId !== undefined) params.push(filter.brandId);
  if (filter.brandName !== undefined) params.push(filter.brandName.toLowerCase());
  return params;
}

const toPartView = (row: SqlRow): PartView => ({
  id: rawNumber(row.id),
  brand_id: rawNumber(row.brand_id),
  brand_name: String(row.brand_name),
  part_number: String(row.part_number),
  part_type: row.part_type == null ? null : String(row.part_type),
  created_at: rawDate(row.created_at),
  updated_at: rawDate(row.updated_at),
});

const REVIEWED: PartConditions[] = [
  { search: false, partNumber: false, brandId: false, brandName: false },
  { search: true, partNumber: true, brandId: true, brandName: true },
];

/** Bound with the WHERE clause's parameters, then LIMIT and OFFSET. */
export const PART_PAGE = defineQuery<unknown[], PartView, PartConditions>({
  sql: (conditions) => `${PART_SELECT} ${partWhere(conditions)} ORDER BY p.id LIMIT ? OFFSET ?`,
  map: toPartView,
  review: REVIEWED,
});

export const PART_COUNT = defineQuery<unknown[], number, PartConditions>({
  sql: (conditions) => `SELECT COUNT(*) AS total ${FROM} ${partWhere(conditions)}`,
  map: (row) => rawNumber(row.total),
  review: REVIEWED,
});

export const PART_BY_ID = defineQuery<[id: number], PartView>({ sql: `${PART_SELECT} WHERE p.id = ?`, map: toPartView });
