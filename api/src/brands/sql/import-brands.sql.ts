/**
 * An import meets up to thousands of brand names: all existing brands are read in one statement,
 * and the new ones are inserted and read back many per statement in the import's transaction,
 * instead of one ORM entity and round trip each.
 */
import { inList } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';

export interface BrandNameRow {
  id: number;
  name: string;
}

const toBrandName = (row: Record<string, unknown>): BrandNameRow => ({ id: rawNumber(row.id), name: String(row.name) });

export const ALL_BRAND_NAMES = defineQuery<[], BrandNameRow>({ sql: 'SELECT id, name FROM brands', map: toBrandName });

/** Bound with name, active, created_at and updated_at for each of `count` new brands. */
export const INSERT_BRANDS = defineStatement<unknown[], number>({
  sql: (count) => `INSERT INTO brands (name, active, created_at, updated_at) VALUES ${Array(count).fill('(?, ?, ?, ?)').join(', ')}`,
  review: [2],
});

/** Bound with `count` names. */
export const BRANDS_NAMED = defineQuery<string[], BrandNameRow, number>({
  sql: (count) => `SELECT id, name FROM brands WHERE name ${inList(count)}`,
  map: toBrandName,
  review: [2],
});
