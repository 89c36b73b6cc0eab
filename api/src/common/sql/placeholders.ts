/**
 * Lists of values of any length are bound one value per `?`, never spliced into a statement's text:
 * every module's SQL writes such a list this one way.
 */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** `IN (?, ?, …)` for `count` bound values. */
export const inList = (count: number) => `IN (${placeholders(count)})`;
