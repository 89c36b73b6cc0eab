/**
 * A list search picks its plan per term from cheap probes (ProductSearchService): which index answers, SQLite's
 * FTS5 trigram index, the covering list index walked newest first or the brand_id index, depends on each
 * statement's exact shape. The FTS5 tables are not entities, and LIKE … ESCAPE on lower-cased text is the one
 * "contains" that SQLite and PostgreSQL (with its pg_trgm index) answer alike; the ORM's queries express neither.
 */
import { LIKE_ESCAPE, likeClause } from '../../common/sql/like-pattern';
import { inList } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import { LIST_ORDERS } from '../product-rows';
import { type OrderedRows, rowsWhere } from './list-pages.sql';

/** Brands whose name contains the bound pattern, up to the bound number of them. */
export const BRAND_IDS_LIKE = defineQuery<[pattern: string, limit: number], number>({
  sql: `SELECT id FROM brands WHERE ${likeClause('name')} LIMIT ?`,
  map: (row) => Number(row.id),
});

/** A product of `count` bound brand ids. */
export const brandIdInSql = (count: number) => `brand_id ${inList(count)}`;

/** A product whose brand's name contains the bound pattern: for more brands than are listed by id. */
export const BRAND_NAME_LIKE = `brand_id IN (SELECT id FROM brands WHERE ${likeClause('name')})`;

/** The list-index filter: search_key contains the bound pattern, or the row's brand matches `inBrands`. */
export const keyOrBrandSql = (inBrands?: string) => `search_key LIKE ? ${LIKE_ESCAPE}${inBrands ? ` OR ${inBrands}` : ''}`;

/** The rows of `table`'s trigram index (FTS5, `<table>_search`) that match the bound quoted term. */
export const trigramMatchesSql = (table: string) => rowsWhere(`${table}_search`, `${table}_search MATCH ?`);

/** Rows among the trigram matches `trigram` or, given `inBrands`, of the matching brands. */
export const candidatesSql = (table: string, trigram: string, inBrands?: string) =>
  inBrands ? `id IN (SELECT rowid FROM ${trigram} UNION SELECT id FROM ${table} WHERE ${inBrands})` : `id IN (SELECT rowid FROM ${trigram})`;

/** Trigram matches outside the matching brands. */
export const textOnlySql = (trigram: string, inBrands: string) => `id IN (SELECT rowid FROM ${trigram}) AND NOT (${inBrands})`;

/** How many of the newest rows (the last binding) meet `condition`, bound with its parameters first. */
export const NEWEST_MATCHES = defineQuery<unknown[], number, OrderedRows>({
  sql: ({ order: { table, column }, condition }) => `SELECT SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS matched
   FROM (SELECT search_key, brand_id FROM ${table} ORDER BY ${column} DESC, id DESC LIMIT ?) newest`,
  map: (row) => rawNumber(row?.matched),
  review: [
    { order: LIST_ORDERS.draft, condition: keyOrBrandSql() },
    { order: LIST_ORDERS.live, condition: keyOrBrandSql(brandIdInSql(2)) },
  ],
});
