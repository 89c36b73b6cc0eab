import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawBoolean, rawNumber } from '../../common/sql/raw-values';
import { IndexedItem, ListIndex } from './list-index';

/** Rows per keyset read: each batch's row objects are garbage once indexed, and small batches die young instead of reaching the old heap. */
const BUILD_BATCH = 2_000;

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Keeps the in-memory ListIndex in step with the table. Every change to ids, part numbers,
 * brands or types bumps current_items_state.list_version in the changing transaction
 * (`bump`); a read that finds another version rebuilds the index first. Price and
 * availability imports change none of these, so they never cost a rebuild. The version
 * lives in the database, so several API processes stay correct too.
 */
@Injectable()
export class ListIndexService {
  private current?: ListIndex;
  private pending?: { version: number; index: Promise<ListIndex> };

  constructor(private readonly em: EntityManager) {}

  async get(): Promise<ListIndex> {
    const version = await this.readVersion();
    if (this.current?.version === version) return this.current;
    if (this.pending?.version !== version) {
      const index = this.build(version).finally(() => {
        if (this.pending?.index === index) this.pending = undefined;
      });
      this.pending = { version, index };
    }
    return this.pending.index;
  }

  /** Marks the index stale; call inside the transaction that changes ids, part numbers, brands or types. */
  static async bump(execute: Execute): Promise<void> {
    await execute('UPDATE current_items_state SET list_version = list_version + 1 WHERE id = 1');
  }

  private async readVersion(): Promise<number> {
    const [row] = await this.em.getConnection().execute('SELECT list_version FROM current_items_state WHERE id = 1');
    return rawNumber(row?.list_version);
  }

  /**
   * Reads the items in id order with keyset paging. A change committed while this runs gives a
   * newer version, so the next read rebuilds again; an index is never labelled newer than it is.
   */
  private async build(version: number): Promise<ListIndex> {
    const connection = this.em.getConnection();
    const [counted] = await connection.execute('SELECT COUNT(*) AS n FROM current_items');
    const builder = ListIndex.builder(version, rawNumber(counted?.n));
    let after: string | undefined;
    for (;;) {
      const rows = await connection.execute(
        `SELECT id, part_number, brand, is_kit FROM current_items ${after === undefined ? '' : 'WHERE id > ?'} ORDER BY id LIMIT ?`,
        after === undefined ? [BUILD_BATCH] : [after, BUILD_BATCH],
      );
      builder.add(rows.map(toIndexedItem));
      if (rows.length < BUILD_BATCH) break;
      after = rows[rows.length - 1].id as string;
    }
    const index = builder.build();
    if (!this.current || this.current.version < version) this.current = index;
    return index;
  }
}

function toIndexedItem(row: Record<string, unknown>): IndexedItem {
  return {
    id: String(row.id),
    part_number: String(row.part_number),
    brand: (row.brand as string | null) ?? null,
    is_kit: rawBoolean(row.is_kit),
  };
}
