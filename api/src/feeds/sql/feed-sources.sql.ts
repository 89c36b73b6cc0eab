/**
 * A feed reads every current item (millions) a batch at a time by keyset, `id > last id`, so each query is
 * an index range scan whatever the depth and memory stays flat: plain SQL on the connection, without
 * entities to hydrate, is what makes a million-item feed stream at the speed of the writer.
 */
const COLUMNS = 'id, part_number, brand, is_kit, availability, price, updated_at';

/** The item-type filter's SQL: none for all items. */
const kitCondition = (isKit: boolean | undefined) => (isKit === undefined ? '' : ' AND is_kit = ?');

export const countCurrentItemsSql = (isKit: boolean | undefined) => `SELECT COUNT(*) AS n FROM current_items WHERE 1 = 1${kitCondition(isKit)}`;

export const COUNT_LIVE_PRODUCTS = 'SELECT COUNT(*) AS n FROM live_products';

/** The next batch after `after` (the first one when it is null), in id order. */
export const currentItemBatchSql = (after: string | null, isKit: boolean | undefined) =>
  `SELECT ${COLUMNS} FROM current_items WHERE ${after === null ? '1 = 1' : 'id > ?'}${kitCondition(isKit)} ORDER BY id LIMIT ?`;
