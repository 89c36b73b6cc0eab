/**
 * A case-insensitive "contains" filter that behaves the same on SQLite and PostgreSQL:
 * compare LOWER(column) with a lower-cased pattern whose own % and _ are escaped.
 */
export const LIKE_ESCAPE = "ESCAPE '\\'";

export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `LOWER(<column>) LIKE ? ESCAPE '\'` — pair it with `containsPattern(term)`. */
export function likeClause(column: string): string {
  return `LOWER(${column}) LIKE ? ${LIKE_ESCAPE}`;
}
