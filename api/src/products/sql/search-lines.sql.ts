/**
 * A big list's search lines (ProductSearchLinesService) are copied into memory a batch at a time by keyset
 * (`id > last`), each batch one row whose columns string_agg joins: a million products arrive as a hundred
 * rows, with no entity or row object made per product, which the ORM's queries cannot express. SQLite only:
 * it is the one database whose lists are copied.
 */
import type { KeysetBatch } from '../../common/sql/keyset-batches';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import { LIST_ORDERS, type ListOrder } from '../product-rows';

/** A batch's lines, order values and ids, each line-separated, k-th values belonging together. */
export interface SearchLinesBatch extends KeysetBatch {
  lines: string;
  orders: string;
  ids: string;
}

/** Between the two fields of a line: a term holding a control character is never searched in the copy (searchable). */
const FIELD = '\u001f';

/**
 * The next batch of products by id after the first binding, as many as the second, as one row of three
 * line-separated columns: each product's line is what a search matches, its search_key (lower-cased part
 * number and title) and its brand name lower-cased as likeClause does; then its order value (a time, as
 * the number SQLite keeps) and its id. The three aggregates step through the same rows together, so their
 * k-th values are one product's; which product comes k-th does not matter (an ORDER BY in each would double
 * the time of a build).
 */
export const SEARCH_LINES_BATCH = defineQuery<[after: unknown, size: number], SearchLinesBatch, ListOrder>({
  sql: ({ table, column }) => `
  SELECT COUNT(*) AS n, MAX(id) AS last,
    string_agg(line, '\n') AS lines,
    string_agg(placed_at, '\n') AS orders,
    string_agg(id, '\n') AS ids
  FROM (SELECT p.id, p.${column} AS placed_at, p.search_key || '${FIELD}' || LOWER(b.name) AS line
        FROM ${table} p JOIN brands b ON b.id = p.brand_id
        WHERE p.id > ? ORDER BY p.id LIMIT ?) batch`,
  map: (row) => ({ n: rawNumber(row.n), last: row.last, lines: String(row.lines), orders: String(row.orders), ids: String(row.ids) }),
  review: [LIST_ORDERS.draft, LIST_ORDERS.live],
});
