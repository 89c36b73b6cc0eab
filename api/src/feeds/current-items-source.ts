import { EntityManager } from '@mikro-orm/knex';
import { rawBoolean, rawDate, rawNumber } from '../common/sql/raw-values';
import type { Availability, FeedItem } from './writer';
import { COUNT_LIVE_PRODUCTS, countCurrentItemsSql, currentItemBatchSql } from './sql/feed-sources.sql';

/** Rows per query: large enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 5000;

const kitParams = (isKit: boolean | undefined) => (isKit === undefined ? [] : [isKit]);

export async function countCurrentItems(em: EntityManager, isKit: boolean | undefined): Promise<number> {
  const rows = await em.getConnection().execute(countCurrentItemsSql(isKit), kitParams(isKit));
  return rawNumber(rows[0]?.n);
}

/** The live products, every one of which the product feed goes through. */
export async function countLiveProducts(em: EntityManager): Promise<number> {
  const rows = await em.getConnection().execute(COUNT_LIVE_PRODUCTS);
  return rawNumber(rows[0]?.n);
}

/**
 * The current items in id order, one batch per query, by keyset (`id > last id`): each query is
 * an index range scan whatever the depth, and only one batch is held at a time.
 */
export async function* currentItemBatches(
  em: EntityManager,
  isKit: boolean | undefined,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<FeedItem[]> {
  const connection = em.getConnection();
  let after: string | null = null;
  for (;;) {
    const params: unknown[] = [...(after === null ? [] : [after]), ...kitParams(isKit), batchSize];
    const rows: Record<string, unknown>[] = await connection.execute(currentItemBatchSql(after, isKit), params);
    if (rows.length === 0) return;
    yield rows.map(toFeedItem);
    if (rows.length < batchSize) return;
    after = String(rows[rows.length - 1].id);
  }
}

function toFeedItem(row: Record<string, unknown>): FeedItem {
  return {
    id: String(row.id),
    part_number: String(row.part_number),
    brand: row.brand === null || row.brand === undefined ? null : String(row.brand),
    is_kit: rawBoolean(row.is_kit),
    availability: row.availability as Availability,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    updated_at: row.updated_at === null || row.updated_at === undefined ? undefined : rawDate(row.updated_at),
  };
}
