/**
 * The in-memory list index is rebuilt from every item, read by keyset in batches that each come back as
 * ONE row of string_agg'd columns, so the driver makes one object per 10,000 items instead of 10,000 (a
 * million items in about 2.8 s instead of 5.7 s): an aggregate shape no ORM query gives, on SQLite and
 * PostgreSQL alike. Its version is one counter row, bumped inside whichever transaction changes the items.
 */
import type { KeysetBatch } from '../../common/sql/keyset-batches';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { ID_ORDER_KEY_SQLITE as KEY } from '../../database/migrations/Migration20261125000140_natural_id_order';
import { FIELD, KIT, SINGLE } from '../list/list-index';

/** One item's line of the search texts ListIndexBuilder.add takes: id FIELD part number FIELD brand FIELD type. */
const SEARCH_TEXT = `id || '${FIELD}' || part_number || '${FIELD}' || COALESCE(brand, '') || '${FIELD}' || CASE WHEN is_kit THEN '${KIT}' ELSE '${SINGLE}' END`;

/**
 * SQLite: the next batch in the list's order (Migration20261125000140_natural_id_order) after the bound last
 * order key, of the bound size (common/sql keysetBatches): the ids and the search texts, line-separated. Stored
 * values hold no line breaks (imports and the edit form refuse control characters).
 */
export const READ_INDEX_BATCH = defineQuery<[after: unknown, size: number], KeysetBatch & { ids: string; texts: string }>({
  sql: `
  SELECT COUNT(*) AS n, MAX(list_key) AS last,
    string_agg(id, '\n' ORDER BY list_key) AS ids,
    string_agg(${SEARCH_TEXT}, '\n' ORDER BY list_key) AS texts
  FROM (SELECT ${KEY} AS list_key, id, part_number, brand, is_kit FROM current_items WHERE ${KEY} > ? ORDER BY ${KEY} LIMIT ?) batch`,
  map: (row) => ({ n: rawNumber(row.n), last: row.last, ids: String(row.ids), texts: String(row.texts) }),
});

export const COUNT_ITEMS = defineQuery<[], number>({ sql: 'SELECT COUNT(*) AS n FROM current_items', map: (row) => rawNumber(row?.n) });

export const READ_LIST_VERSION = defineQuery<[], number>({
  sql: 'SELECT list_version FROM current_items_state WHERE id = 1',
  map: (row) => rawNumber(row?.list_version),
});

export const BUMP_LIST_VERSION = defineStatement<[]>({ sql: 'UPDATE current_items_state SET list_version = list_version + 1 WHERE id = 1' });
