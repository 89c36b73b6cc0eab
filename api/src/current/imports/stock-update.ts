import type { SqlRunner } from '../../common/sql/sql-runner';
import { COUNT_ITEMS_KEPT, ITEM_INDEXES_OVER } from '../sql/bulk-load.sql';
import { COLLECT_TARGETS, CREATE_TARGETS, DROP_TARGETS, StockColumns, UPDATE_FROM_STAGED, UPDATE_FROM_TARGETS } from '../sql/stock-update.sql';
import { KEY_KINDS } from './staged-match';
import { BULK_LOAD_MIN, withIndexesSetAside } from './indexes-set-aside';

/**
 * From this share of the items changed, the price index is built again rather than kept: at 600,000 items,
 * all of them changing, the update under it cost 3.7–6.0 s of CPU, and 1.2–1.3 s without it plus 0.4 s to
 * build it again.
 */
const SET_ASIDE_SHARE = 0.25;

/**
 * The columns whose new values land at random places of their indexes. Availability has four values, so the
 * entries of its indexes move in id order with the update, and they are kept: setting them aside saved 0.5 s
 * of CPU at 600,000 items, but the bench's second availability round at a million took 18.1 s with it against
 * 12.3 s without (on a busier machine, so not proven, but no gain shown either).
 */
const SCATTERED = ['price'];

/**
 * Per way of naming items the file used (by id, by part number), the items the staged rows change
 * take their new values; unchanged items are not rewritten. Returns how many items changed; they
 * carry `changedAt`.
 */
export async function applyStockUpdate(sql: SqlRunner, columns: StockColumns, kinds: readonly boolean[], changedAt: Date): Promise<number> {
  const update = sql.postgres ? updateStraight : updateInIdOrder;
  let changed = 0;
  for (const byId of KEY_KINDS.filter((kind) => kinds.includes(kind))) changed += await update(sql, columns, byId, changedAt);
  return changed;
}

/** PostgreSQL: one UPDATE … FROM, the native path; collecting the targets in id order first cost it 1.5–4 s more at a million rows. */
function updateStraight(sql: SqlRunner, columns: StockColumns, byId: boolean, changedAt: Date): Promise<number> {
  return sql.run(UPDATE_FROM_STAGED, [changedAt], { columns, byId });
}

/**
 * SQLite: the items that change are first collected with their new values in id order (a read-only
 * join), then updated in that order. The items' rows lie in about id order, so each table page is
 * written once; updating straight from the staged rows in part-number order wrote them in random
 * order, and SQLite wrote a page out again each time the cache had to give it up (several times slower).
 * A new price lands at a random place of the price index whatever the order, so when a large share of
 * the items changes, the price index is dropped for the update and built again.
 */
async function updateInIdOrder(sql: SqlRunner, columns: StockColumns, byId: boolean, changedAt: Date): Promise<number> {
  await sql.run(DROP_TARGETS, []);
  await sql.run(CREATE_TARGETS, []);
  const targets = await sql.run(COLLECT_TARGETS, [], { columns, byId });
  const update = () => sql.run(UPDATE_FROM_TARGETS, [changedAt], columns);
  const scattered = Object.keys(columns.values).filter((column) => SCATTERED.includes(column));
  const changed =
    scattered.length && (await changesLargeShare(sql, targets))
      ? await withIndexesSetAside(sql, await sql.rows(ITEM_INDEXES_OVER, [JSON.stringify(scattered)]), update)
      : await update();
  await sql.run(DROP_TARGETS, []);
  return changed;
}

async function changesLargeShare(sql: SqlRunner, targets: number): Promise<boolean> {
  if (targets < BULK_LOAD_MIN) return false;
  const items = (await sql.one(COUNT_ITEMS_KEPT, [])) ?? 0;
  return targets >= items * SET_ASIDE_SHARE;
}
