/**
 * Several API processes may cache the same lists: each change bumps the list's version in the database with
 * one atomic UPDATE … RETURNING, and each request reads it first. A read-then-write through the ORM could lose
 * a bump made by another process between the two.
 */
import { inList } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import type { ProductKind } from '../product-rows';

/** Bumps the versions of `count` bound kinds and returns them, new. */
export const BUMP_VERSIONS = defineQuery<ProductKind[], { kind: ProductKind; version: number }, number>({
  sql: (count) => `UPDATE product_versions SET version = version + 1 WHERE kind ${inList(count)} RETURNING kind, version`,
  map: (row) => ({ kind: row.kind as ProductKind, version: rawNumber(row.version) }),
  review: [2],
});

export const READ_VERSION = defineQuery<[kind: ProductKind], number>({
  sql: 'SELECT version FROM product_versions WHERE kind = ?',
  map: (row) => rawNumber(row.version),
});
