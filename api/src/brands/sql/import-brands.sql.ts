/**
 * An import meets up to thousands of brand names: all existing brands are read in one statement,
 * and the new ones are inserted and read back many per statement in the import's transaction,
 * instead of one ORM entity and round trip each.
 */
import { inList } from '../../common/sql/placeholders';

export const ALL_BRAND_NAMES = 'SELECT id, name FROM brands';

/** Bound with name, active, created_at and updated_at for each of `count` new brands. */
export const insertBrands = (count: number) =>
  `INSERT INTO brands (name, active, created_at, updated_at) VALUES ${Array(count).fill('(?, ?, ?, ?)').join(', ')}`;

/** Bound with `count` names. */
export const brandsNamed = (count: number) => `SELECT id, name FROM brands WHERE name ${inList(count)}`;
