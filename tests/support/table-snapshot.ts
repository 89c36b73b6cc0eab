import { MikroORM } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import type { TestApp } from './app';

/**
 * Row count (SQL aggregate) and a hash of every row, per table, through the app's own
 * connection: equal snapshots before and after a refused import mean nothing changed.
 */
export async function tableSnapshot(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const connection = t.app.get(MikroORM).em.getConnection();
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [{ n }] = await connection.execute<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`);
    const rows = await connection.execute(`SELECT * FROM ${table} ORDER BY 1`);
    result[table] = `${Number(n)}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  return result;
}
