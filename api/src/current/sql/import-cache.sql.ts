/**
 * SQLite sizes its page cache per connection with PRAGMA, which neither the ORM nor knex expresses; an
 * import raises it on its own connection while it runs (imports/current-imports.service.ts says why 8 MB).
 */
import { defineQuery, defineStatement } from '../../common/sql/statement';

type Schema = 'main' | 'temp';

export const READ_CACHE_SIZE = defineQuery<[], number, Schema>({
  sql: (schema) => `PRAGMA ${schema}.cache_size`,
  map: (row) => Number(row.cache_size),
  review: ['main', 'temp'],
});

/** PRAGMA takes no bindings: `size` is a number (the import's own, or the one SQLite gave before; KiB when negative), never request input. */
export const SET_CACHE_SIZE = defineStatement<[], { schema: Schema; size: number }>({
  sql: ({ schema, size }) => `PRAGMA ${schema}.cache_size = ${size}`,
  review: [{ schema: 'main', size: -8192 }],
});
