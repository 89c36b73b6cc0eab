/** The form part types are compared in, here and in SQL (LOWER(TRIM(x))): trimmed and lowercased. */
export function partTypeKey(partType: string): string {
  return partType.trim().toLowerCase();
}
