/**
 * SQLite sizes its page cache per connection with PRAGMA, which neither the ORM nor knex expresses; an
 * import raises it on its own connection while it runs (imports/current-imports.service.ts says why 8 MB).
 */

type Schema = 'main' | 'temp';

export const readCacheSize = (schema: Schema) => `PRAGMA ${schema}.cache_size`;

/** PRAGMA takes no bindings: `size` is a number (the import's own, or the one SQLite gave before; KiB when negative), never request input. */
export const setCacheSize = (schema: Schema, size: number) => `PRAGMA ${schema}.cache_size = ${size}`;
