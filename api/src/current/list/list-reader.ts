import type { ListFilter, ListSlice } from './list-index';

/**
 * Which ids a page of the Current Items list shows, and how many items pass its filter. SQLite reads
 * them from an in-memory index (IndexedListReader), PostgreSQL from its own tables (KeyedListReader):
 * current.module.ts picks one by the database.
 */
export abstract class CurrentListReader {
  abstract slice(filter: ListFilter, skip: number, limit: number): Promise<ListSlice>;
}
