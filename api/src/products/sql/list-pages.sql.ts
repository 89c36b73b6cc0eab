/**
 * The Draft and Live lists hold up to a million rows each and are never read whole: a page is read newest
 * first by exact seeks on the (order, id) index with LIMIT and OFFSET, and a count that only picks a plan
 * stops after a cap. Which index SQLite and PostgreSQL walk depends on each statement's exact shape, which
 * the ORM's find and count do not let us keep.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, type SqlRow } from '../../common/sql/statement';
import { LIST_ORDERS, type ListOrder } from '../product-rows';

/** The rows of `table` that meet `condition`: the `FROM …` of a count. */
export const rowsWhere = (table: string, condition: string) => `${table} WHERE ${condition}`;

/** Rows sharing an anchor's order value from its id down (bindings: that value and id). */
export const sameAtUpToSql = ({ column }: ListOrder) => `${column} = ? AND id <= ?`;

/** Rows older than an anchor (binding: its order value). */
export const olderThanSql = ({ column }: ListOrder) => `${column} < ?`;

const n = (row: SqlRow) => rawNumber(row?.n);

/** What the counts are reviewed with: a whole list, and an anchor's group. */
const REVIEWED_FROM = [LIST_ORDERS.draft.table, rowsWhere(LIST_ORDERS.live.table, sameAtUpToSql(LIST_ORDERS.live))];

/** How many rows `from` (a table, or rowsWhere) holds; bound with the condition's parameters. */
export const COUNT = defineQuery<unknown[], number, string>({
  sql: (from) => `SELECT COUNT(*) AS n FROM ${from}`,
  map: n,
  review: REVIEWED_FROM,
});

/** COUNT(*) of `from` that stops after the last binding's number of rows. */
export const COUNT_UP_TO = defineQuery<unknown[], number, string>({
  sql: (from) => `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${from} LIMIT ?) capped`,
  map: n,
  review: REVIEWED_FROM,
});

/** A list's order and the condition its rows meet (all rows when it is empty). */
export interface OrderedRows {
  order: ListOrder;
  condition: string;
}

/** Rows meeting `condition`, newest first; LIMIT and OFFSET are the last two bindings. */
const newestFirst = ({ order: { table, column }, condition }: OrderedRows, columns: string) =>
  `SELECT ${columns} FROM ${table} ${condition ? `WHERE ${condition}` : ''} ORDER BY ${column} DESC, id DESC LIMIT ? OFFSET ?`;

const REVIEWED_ROWS: OrderedRows[] = [
  { order: LIST_ORDERS.draft, condition: '' },
  { order: LIST_ORDERS.live, condition: sameAtUpToSql(LIST_ORDERS.live) },
  { order: LIST_ORDERS.live, condition: olderThanSql(LIST_ORDERS.live) },
];

/** A row of the newest-first order: its order value as the database returns it (bound back as is), and its id. */
export interface Anchor {
  at: unknown;
  id: number;
}

export const PLACES = defineQuery<unknown[], Anchor, OrderedRows>({
  sql: (rows) => newestFirst(rows, `${rows.order.column} AS at, id`),
  map: (row) => ({ at: row.at, id: Number(row.id) }),
  review: REVIEWED_ROWS,
});

export const IDS = defineQuery<unknown[], number, OrderedRows>({
  sql: (rows) => newestFirst(rows, 'id'),
  map: (row) => Number(row.id),
  review: REVIEWED_ROWS.slice(0, 1),
});
