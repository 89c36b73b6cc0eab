import { EntityManager } from '@mikro-orm/knex';
import { Injectable, Logger } from '@nestjs/common';
import { keysetBatches } from '../../common/sql/keyset-batches';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { BUMP_LIST_VERSION, COUNT_ITEMS, READ_INDEX_BATCH, READ_LIST_VERSION } from '../sql/list-index.sql';
import { ListIndex } from './list-index';

/** Items per keyset read, each read one row (sql/list-index.sql.ts). */
const BUILD_BATCH = 10_000;

/**
 * Keeps the in-memory ListIndex in step with the table. Every change to ids, part numbers,
 * brands or types bumps current_items_state.list_version in the changing transaction
 * (`bump`); a read that finds another version rebuilds the index first. Price and
 * availability imports change none of these, so they never cost a rebuild. The version
 * lives in the database, so several API processes stay correct too.
 */
@Injectable()
export class ListIndexService {
  private readonly logger = new Logger(ListIndexService.name);
  private current?: ListIndex;
  private pending?: { version: number; index: Promise<ListIndex> };

  constructor(private readonly em: EntityManager) {}

  async get(): Promise<ListIndex> {
    const version = await this.readVersion();
    if (this.current?.version === version) return this.current;
    // An index of an older version is never served again: let it go before the new one is built (about
    // 50 MB at a million items), or the process holds both at its peak.
    if (this.current && this.current.version < version) this.current = undefined;
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
  static async bump(sql: SqlRunner): Promise<void> {
    await sql.run(BUMP_LIST_VERSION, []);
  }

  private async readVersion(): Promise<number> {
    return (await sqlRunner(this.em).one(READ_LIST_VERSION, [])) ?? 0;
  }

  /**
   * Reads the items in id order with keyset paging. A change committed while this runs gives a
   * newer version, so the next read rebuilds again; an index is never labelled newer than it is.
   */
  private async build(version: number): Promise<ListIndex> {
    const started = Date.now();
    const sql = sqlRunner(this.em);
    const count = (await sql.one(COUNT_ITEMS, [])) ?? 0;
    const builder = ListIndex.builder(version, count);
    for await (const batch of keysetBatches(sql, READ_INDEX_BATCH, BUILD_BATCH, '')) builder.add(batch.ids, batch.texts);
    const index = builder.build();
    if (!this.current || this.current.version < version) this.current = index;
    this.logger.debug(`Current items list index built: ${count} items in ${Date.now() - started} ms`);
    return index;
  }
}
