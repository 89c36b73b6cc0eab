import type { Connection } from '@mikro-orm/knex';
import { rawNumber } from './raw-values';

/**
 * Reads a table in batches of ids, each batch as one row: `batchSql` takes two parameters, the last id
 * of the previous batch and the batch size, and selects `COUNT(*) AS n` and `MAX(id) AS last` beside
 * whatever aggregates the caller wants. Stops after a short batch; stopping early is the caller's
 * `break`.
 */
export async function* keysetBatches(
  connection: Connection,
  batchSql: string,
  size: number,
  before: unknown,
): AsyncGenerator<Record<string, unknown>> {
  for (let after = before; ; ) {
    const [batch] = await connection.execute<Array<Record<string, unknown>>>(batchSql, [after, size]);
    const rows = rawNumber(batch?.n);
    if (rows) yield batch;
    if (rows < size) return;
    after = batch.last;
  }
}
