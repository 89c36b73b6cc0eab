/**
 * Lists of ids or kinds of any length are bound one value per `?`, never spliced into a statement's text:
 * the statements of this folder that filter by such a list share this one way of writing it.
 */
export const inList = (count: number) => `IN (${Array.from({ length: count }, () => '?').join(', ')})`;
