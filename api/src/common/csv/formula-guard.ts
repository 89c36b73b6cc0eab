/** Leading characters that make spreadsheet programs evaluate a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The guard taken off again when a file is imported, so an exported '-12A comes back as -12A.
 * Only an apostrophe before a formula character is ours; any other stays part of the value.
 */
export function unguardFormula(raw: string): string {
  return raw.charCodeAt(0) === 39 /* ' */ && FORMULA_START.test(raw.slice(1, 2)) ? raw.slice(1) : raw;
}
