import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { keysetBatches } from '../../common/sql/keyset-batches';
import { rawNumber } from '../../common/sql/raw-values';
import { ListIndex } from './list-index';

/** Items per keyset read. */
const BUILD_BATCH = 10_000;
/**
 * A batch comes back as one row of two line-separated columns, so the driver makes one object for 10,000
 * items instead of 10,000 (a million items in about 2.8 s instead of 5.7 s): the ids, and the search texts
 * with each item's type (ListIndex.TEXT_SQL). Stored values hold no line breaks (imports and the edit form
 * refuse control characters).
 */
const READ_BATCH = `
  SELECT COUNT(*) AS n, MAX(id) AS last,
    string_agg(id, '\n' ORDER BY id) AS ids,
    string_agg(${ListIndex.TEXT_SQL}, '\n' ORDER BY id) AS texts
  FROM (SELECT id, part_number, brand, is_kit FROM current_items WHERE id > ? ORDER BY id LIMIT ?) batch`;

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

  /**
   * The index of the table's current version when it is built within `waitMs`, else undefined while
   * the build goes on behind (the caller reads the table meanwhile).
   */
  async within(waitMs: number): Promise<ListIndex | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)));
    try {
      return await Promise.race([this.get(), late]);
    } finally {
      clearTimeout(timer);
    }
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
    for await (const batch of keysetBatches(connection, READ_BATCH, BUILD_BATCH, '')) builder.add(String(batch.ids), String(batch.texts));
    const index = builder.build();
    if (!this.current || this.current.version < version) this.current = index;
    return index;
  }
}
