/**
 * A feed reads every current item (millions) a batch at a time by keyset, `id > last id`, so each query is
 * an index range scan whatever the depth and memory stays flat: plain SQL on the connection, without
 * entities to hydrate, is what makes a million-item feed stream at the speed of the writer.
 */
import { rawBoolean, rawDate, rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';
import type { Availability, FeedItem } from '../writer';

const COLUMNS = 'id, part_number, brand, is_kit, availability, price, updated_at';

/** Whether the items are narrowed to one type (kits or singles): then `is_kit` is bound before the limit. */
type ByType = { byType: boolean };

/** The item-type filter's SQL: none for all items. */
const kitCondition = ({ byType }: ByType) => (byType ? ' AND is_kit = ?' : '');

export const COUNT_CURRENT_ITEMS = defineQuery<[] | [isKit: boolean], number, ByType>({
  sql: (shape) => `SELECT COUNT(*) AS n FROM current_items WHERE 1 = 1${kitCondition(shape)}`,
  map: (row) => rawNumber(row.n),
  review: [{ byType: false }, { byType: true }],
});

export const COUNT_LIVE_PRODUCTS = defineQuery<[], number>({ sql: 'SELECT COUNT(*) AS n FROM live_products', map: (row) => rawNumber(row.n) });

/** The first batch, or (`after`) the next one after the bound id, in id order. */
export const CURRENT_ITEM_BATCH = defineQuery<unknown[], FeedItem, ByType & { after: boolean }>({
  sql: (shape) => `SELECT ${COLUMNS} FROM current_items WHERE ${shape.after ? 'id > ?' : '1 = 1'}${kitCondition(shape)} ORDER BY id LIMIT ?`,
  map: (row) => ({
    id: String(row.id),
    part_number: String(row.part_number),
    brand: row.brand === null || row.brand === undefined ? null : String(row.brand),
    is_kit: rawBoolean(row.is_kit),
    availability: row.availability as Availability,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    updated_at: row.updated_at === null || row.updated_at === undefined ? undefined : rawDate(row.updated_at),
  }),
  review: [
    { after: false, byType: false },
    { after: true, byType: true },
  ],
});
