/**
 * The Draft and Live lists hold up to a million rows each and are never read whole: a page is read newest
 * first by exact seeks on the (order, id) index with LIMIT and OFFSET, and a count that only picks a plan
 * stops after a cap. Which index SQLite and PostgreSQL walk depends on each statement's exact shape, which
 * the ORM's find and count do not let us keep.
 */
import type { ListOrder } from '../product-rows';

/** The rows of `table` that meet `condition`: the `FROM …` of a count. */
export const rowsWhere = (table: string, condition: string) => `${table} WHERE ${condition}`;

/** How many rows `from` (a table, or rowsWhere) holds. */
export const countSql = (from: string) => `SELECT COUNT(*) AS n FROM ${from}`;

/** COUNT(*) of `from` that stops after the bound number of rows. */
export const countUpToSql = (from: string) => `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${from} LIMIT ?) capped`;

/** Rows meeting `condition` (all rows when it is empty), newest first; LIMIT and OFFSET are the last two bindings. */
const newestFirst = ({ table, column }: ListOrder, columns: string, condition: string) =>
  `SELECT ${columns} FROM ${table} ${condition ? `WHERE ${condition}` : ''} ORDER BY ${column} DESC, id DESC LIMIT ? OFFSET ?`;

/** Each row's order value as `at`, and its id. */
export const placesSql = (order: ListOrder, condition: string) => newestFirst(order, `${order.column} AS at, id`, condition);

export const idsSql = (order: ListOrder, condition: string) => newestFirst(order, 'id', condition);

/** Rows sharing an anchor's order value from its id down (bindings: that value and id). */
export const sameAtUpToSql = ({ column }: ListOrder) => `${column} = ? AND id <= ?`;

/** Rows older than an anchor (binding: its order value). */
export const olderThanSql = ({ column }: ListOrder) => `${column} < ?`;
