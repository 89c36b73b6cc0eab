import type { SqlRunner } from './sql-runner';
import type { Query, ShapeArg } from './statement';

/** What a batch row holds beside the caller's aggregates: how many rows it covers and the last id among them. */
export interface KeysetBatch {
  n: number;
  last: unknown;
}

/**
 * Reads a table in batches of ids, each batch as one row: `query` is bound with two parameters, the last
 * id of the previous batch and the batch size, and selects `COUNT(*) AS n` and `MAX(id) AS last` beside
 * whatever aggregates the caller wants. Stops after a short batch; stopping early is the caller's
 * `break`.
 */
export async function* keysetBatches<R extends KeysetBatch, S = void>(
  sql: SqlRunner,
  query: Query<[after: unknown, size: number], R, S>,
  size: number,
  before: unknown,
  ...shape: ShapeArg<S>
): AsyncGenerator<R> {
  for (let after = before; ; ) {
    const [batch] = await sql.rows(query, [after, size], ...shape);
    const rows = batch?.n ?? 0;
    if (rows) yield batch;
    if (rows < size) return;
    after = batch.last;
  }
}
