import { psql } from './database';

/**
 * The native floor the issue measures against, with the psql client on the same machine in the
 * same run: `\copy` of the same file into a temporary table, then one set-based statement into a
 * table with the same columns and indexes. Each returns its wall time in ms (psql's start included).
 */
const staged = (columns: string, file: string) =>
  `CREATE TEMP TABLE staged (${columns});\n\\copy staged FROM '${file}' WITH (FORMAT csv, HEADER true)\n`;

/**
 * COPY + INSERT … ON CONFLICT into `items` (current_items' twin) and, in the same statement, into `keys`
 * (current_item_keys' twin, its trigram index included): new ids are inserted, known ones updated, and a
 * key row is rewritten only when its list columns change, as the app's triggers keep current_item_keys.
 */
export const nativeItemImport = (url: string, file: string, items: string, keys: string) =>
  psql(
    url,
    `${staged('id text, item_number text, price text, stock_status text', file)}
WITH written AS (
  INSERT INTO ${items} (id, part_number, brand, is_kit, availability, price, updated_at)
  SELECT id, item_number, NULL, false, stock_status, CAST(price AS numeric(12, 2)), now() FROM staged
  ON CONFLICT (id) DO UPDATE SET part_number = excluded.part_number, is_kit = excluded.is_kit,
    availability = excluded.availability, price = excluded.price, updated_at = excluded.updated_at
  RETURNING id, part_number, brand, is_kit)
INSERT INTO ${keys} (id, part_number, brand, is_kit) SELECT id, part_number, brand, is_kit FROM written
ON CONFLICT (id) DO UPDATE SET part_number = excluded.part_number, brand = excluded.brand, is_kit = excluded.is_kit
WHERE (${keys}.part_number, ${keys}.brand, ${keys}.is_kit) IS DISTINCT FROM (excluded.part_number, excluded.brand, excluded.is_kit);`,
  );

/** COPY + UPDATE … FROM on current_items itself, by part number (our files write prices as $12.34 from round 1). */
export const nativePriceImport = (url: string, file: string) =>
  psql(
    url,
    `${staged('item_number text, price text', file)}
UPDATE current_items SET price = CAST(ltrim(s.price, '$') AS numeric(12, 2)), updated_at = now()
FROM staged s WHERE current_items.part_number = s.item_number;`,
  );

export const nativeAvailabilityImport = (url: string, file: string) =>
  psql(
    url,
    `${staged('item_number text, stock_status text', file)}
UPDATE current_items SET availability = s.stock_status, updated_at = now()
FROM staged s WHERE current_items.part_number = s.item_number;`,
  );
