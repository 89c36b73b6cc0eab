import { EntityManager } from '@mikro-orm/knex';
import { sqlRunner } from '../common/sql/sql-runner';
import type { FeedItem } from './writer';
import { COUNT_CURRENT_ITEMS, COUNT_LIVE_PRODUCTS, CURRENT_ITEM_BATCH } from './sql/feed-sources.sql';

/** Rows per query: large enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 5000;

const kitParams = (isKit: boolean | undefined): [] | [boolean] => (isKit === undefined ? [] : [isKit]);

export async function countCurrentItems(em: EntityManager, isKit: boolean | undefined): Promise<number> {
  return (await sqlRunner(em).one(COUNT_CURRENT_ITEMS, kitParams(isKit), { byType: isKit !== undefined })) ?? 0;
}

/** The live products, every one of which the product feed goes through. */
export async function countLiveProducts(em: EntityManager): Promise<number> {
  return (await sqlRunner(em).one(COUNT_LIVE_PRODUCTS, [])) ?? 0;
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
  const sql = sqlRunner(em);
  let after: string | null = null;
  for (;;) {
    const params: unknown[] = [...(after === null ? [] : [after]), ...kitParams(isKit), batchSize];
    const items: FeedItem[] = await sql.rows(CURRENT_ITEM_BATCH, params, { after: after !== null, byType: isKit !== undefined });
    if (items.length === 0) return;
    yield items;
    if (items.length < batchSize) return;
    after = items[items.length - 1].id;
  }
}
