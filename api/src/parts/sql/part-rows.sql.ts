/**
 * Written by hand so that a part is read with its brand's name joined in, and a list is filtered on
 * part number, type or brand name and counted by the database, in one statement each. The text
 * filters are LOWER … LIKE … ESCAPE, which match the same way on SQLite and PostgreSQL.
 */
import { containsPattern, likeClause } from '../../common/sql/like-pattern';

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

/** The WHERE clause of a part list and its bindings. */
export function partWhere(filter: PartFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.search !== undefined) {
    clauses.push(`(${likeClause('p.part_number')} OR ${likeClause('p.part_type')})`);
    params.push(containsPattern(filter.search), containsPattern(filter.search));
  }
  if (filter.partNumber !== undefined) {
    clauses.push(likeClause('p.part_number'));
    params.push(containsPattern(filter.partNumber));
  }
  if (filter.brandId !== undefined) {
    clauses.push('p.brand_id = ?');
    params.push(filter.brandId);
  }
  if (filter.brandName !== undefined) {
    clauses.push('LOWER(b.name) = ?');
    params.push(filter.brandName.toLowerCase());
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** Bound with the WHERE clause's parameters, then LIMIT and OFFSET. */
export const partPage = (where: string) => `${PART_SELECT} ${where} ORDER BY p.id LIMIT ? OFFSET ?`;

export const partCount = (where: string) => `SELECT COUNT(*) AS total ${FROM} ${where}`;

export const PART_BY_ID = `${PART_SELECT} WHERE p.id = ?`;
