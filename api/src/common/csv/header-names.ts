import type { ColumnDef, ImportFormat } from './import-format';

/** "Item Number", "item-number" and " ITEM_NUMBER " are the same header. */
export function normalizeHeader(name: string): string {
  return name.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_-]+/g, '_');
}

/** Every accepted name of a column: its header first, then its aliases. */
export function acceptedNames<T>(column: ColumnDef<T>): string[] {
  return [column.header, ...(column.aliases ?? [])];
}

const lookups = new WeakMap<object, Map<string, number>>();

/**
 * Normalised header name → index of the column in `format.columns`, built once per format.
 * Two columns claiming one name is a mistake in the format's definition, reported at once.
 */
export function columnLookup<T>(format: ImportFormat<T>): Map<string, number> {
  let lookup = lookups.get(format);
  if (lookup) return lookup;
  lookup = new Map();
  format.columns.forEach((column, index) => {
    for (const name of acceptedNames(column)) {
      const key = normalizeHeader(name);
      const owner = lookup!.get(key);
      if (owner !== undefined && owner !== index) {
        throw new Error(`${format.name}: header name '${name}' is claimed by columns ${format.columns[owner].key} and ${column.key}`);
      }
      lookup!.set(key, index);
    }
  });
  lookups.set(format, lookup);
  return lookup;
}

/** How many different columns of the format these header values name. */
export function recognisedColumns<T>(fields: readonly string[], format: ImportFormat<T>): number {
  const lookup = columnLookup(format);
  const found = new Set<number>();
  for (const field of fields) {
    const index = lookup.get(normalizeHeader(field));
    if (index !== undefined) found.add(index);
  }
  return found.size;
}
