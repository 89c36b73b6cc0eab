import type { SqlRunner } from '../../common/sql/sql-runner';
import { COLLECT_TARGETS, CREATE_TARGETS, DROP_TARGETS, StockColumns, UPDATE_FROM_STAGED, UPDATE_FROM_TARGETS } from '../sql/stock-update.sql';
import { KEY_KINDS } from './staged-match';

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
 */
async function updateInIdOrder(sql: SqlRunner, columns: StockColumns, byId: boolean, changedAt: Date): Promise<number> {
  await sql.run(DROP_TARGETS, []);
  await sql.run(CREATE_TARGETS, []);
  await sql.run(COLLECT_TARGETS, [], { columns, byId });
  const changed = await sql.run(UPDATE_FROM_TARGETS, [changedAt], columns);
  await sql.run(DROP_TARGETS, []);
  return changed;
}
