/**
 * Several API processes may cache the same lists: each change bumps the list's version in the database with
 * one atomic UPDATE … RETURNING, and each request reads it first. A read-then-write through the ORM could lose
 * a bump made by another process between the two.
 */
import { inList } from '../../common/sql/placeholders';

/** Bumps the versions of `count` bound kinds and returns them, new. */
export const bumpVersionsSql = (count: number) =>
  `UPDATE product_versions SET version = version + 1 WHERE kind ${inList(count)} RETURNING kind, version`;

export const READ_VERSION = 'SELECT version FROM product_versions WHERE kind = ?';
