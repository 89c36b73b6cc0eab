import type { EntityManager } from '@mikro-orm/knex';
import { sqlRunner } from '../../common/sql/sql-runner';
import type { ListFilter, ListSlice } from './list-index';
import type { ListIndexService } from './list-index.service';
import { CurrentListReader } from './list-reader';
import { sliceFromTable } from './table-slice';

/** How long a list request waits for the in-memory index of a new version before it reads the table instead. */
const INDEX_WAIT_MS = 250;

/**
 * SQLite, one process: the in-memory index picks the page's ids (any page, any filter, no OFFSET
 * scan); while it is rebuilt after a change, the table does.
 */
export class IndexedListReader extends CurrentListReader {
  constructor(
    private readonly em: EntityManager,
    private readonly listIndex: ListIndexService,
  ) {
    super();
  }

  async slice(filter: ListFilter, skip: number, limit: number): Promise<ListSlice> {
    const index = await this.listIndex.within(INDEX_WAIT_MS);
    return index ? index.slice(filter, skip, limit) : sliceFromTable(sqlRunner(this.em), filter, skip, limit);
  }
}
