import { FieldError } from './field-error';
import { quoted } from './problem-location';

/**
 * Value parsers for ColumnDef.parse. Each takes the raw cell (the reader never passes an
 * empty one) and returns the value to store, or throws FieldError with a message that reads
 * after the column name: "price must be a number like 19.99, got 'abc'".
 */

/**
 * A cell parser with the longest raw cell it accepts. The reader refuses a longer cell before
 * parsing it, so no cell of any column costs more than its cap, whatever the file holds.
 */
export type CellParser<V> = ((raw: string) => V) & { readonly maxLength: number };

const capped = <V>(maxLength: number, parse: (raw: string) => V): CellParser<V> => Object.assign(parse, { maxLength });

export interface TextOptions {
  /** Maximum length after trimming, in characters (default 255). */
  max?: number;
  /** Allow line breaks inside the value (descriptions). */
  multiline?: boolean;
}

/** Trimmed text, at most `max` characters, without control characters except tab. */
export function text(options: TextOptions = {}): CellParser<string> {
  const max = options.max ?? 255;
  const multiline = options.multiline ?? false;
  return capped(max, (raw) => {
    const value = raw.trim();
    const control = controlCharacter(value, multiline);
    if (control !== -1) {
      throw new FieldError(`must not contain control characters (found U+${control.toString(16).toUpperCase().padStart(4, '0')})`);
    }
    if (value.length > max) throw new FieldError(`must be at most ${max} characters, got ${value.length}`);
    return value;
  });
}

/** Code of the first control character other than tab (and CR/LF when multiline), or -1. */
function controlCharacter(value: string, multiline: boolean): number {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 127 || (c < 32 && c !== 9 && !(multiline && (c === 10 || c === 13)))) return c;
  }
  return -1;
}

/** Like text(), and blank is refused (for parsers called outside the reader, which checks blanks itself). */
export function requiredText(options: TextOptions = {}): CellParser<string> {
  const parse = text(options);
  return capped(parse.maxLength, (raw) => {
    const value = parse(raw);
    if (value === '') throw new FieldError('is required');
    return value;
  });
}

/** Largest accepted price in dollars; above it a value is more likely a mistake (a code, a quantity). */
export const MAX_PRICE = 999_999_999.99;
const CURRENCY_PREFIX = /^(?:usd|us\$|\$)\s*/i;

/**
 * A USD price: '19.99', '$19.99', '19.99 USD', 'USD 19.99', '.5'. Rounded half-up to cents
 * from the decimal digits (never through binary floating point). Negative values, NaN,
 * Infinity, exponents ('1e308'), decimal commas ('19,99') and thousands separators are refused.
 */
export const price = capped(32, (raw: string): number => {
  // '$19.99', as common as '19.99' in suppliers' files, takes the fast path too.
  const plain = plainCents(raw, raw.charCodeAt(0) === 36 /* '$' */ ? 1 : 0);
  if (plain !== -1) return withinMaximum(plain, raw) / 100;
  // The sign may stand before or after the currency: '-19.99', '-$19.99', '$-19.99'.
  let value = raw.trim().replace(CURRENCY_PREFIX, '');
  const negative = /^[-−]/.test(value);
  if (negative) value = value.replace(/^[-−]\s*/, '').replace(CURRENCY_PREFIX, '');
  value = withoutCurrencySuffix(value);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (match && (match[1] || match[2])) {
    if (negative && /[1-9]/.test(value)) throw new FieldError(`must not be negative, got ${quoted(raw)}`);
    return withinMaximum(toCents(match[1], match[2] ?? '', raw), raw) / 100;
  }
  if (/^\d+,\d{1,2}$/.test(value)) {
    throw new FieldError(`must use a dot for decimals: write '${value.replace(',', '.')}', not ${quoted(raw)}`);
  }
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(value)) {
    throw new FieldError(`must not contain thousands separators: write '${value.replace(/,/g, '')}', not ${quoted(raw)}`);
  }
  throw new FieldError(`must be a number like 19.99, got ${quoted(raw)}`);
});

/** The maximum holds after rounding: '999999999.995' rounds to 1,000,000,000.00 and is refused. */
function withinMaximum(cents: number, raw: string): number {
  if (cents > Math.round(MAX_PRICE * 100)) throw new FieldError(`must be at most ${MAX_PRICE}, got ${quoted(raw)}`);
  return cents;
}

/** '19.99 USD' and '19.99$' without the currency; by hand, since a `\s*…$` pattern is quadratic on long runs of spaces. */
function withoutCurrencySuffix(value: string): string {
  const lower = value.toLowerCase();
  const suffix = lower.endsWith('usd') ? 3 : lower.endsWith('$') ? 1 : 0;
  return suffix ? value.slice(0, -suffix).trimEnd() : value;
}

/** Cents of a value written from `start` as digits with an optional dot and decimals (the usual case), else -1. */
function plainCents(raw: string, start: number): number {
  const len = raw.length;
  let i = start;
  let whole = 0;
  for (; i < len; i++) {
    const digit = raw.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  if (i === start || i - start > 9) return -1;
  if (i === len) return whole * 100;
  if (raw.charCodeAt(i) !== 46) return -1;
  let cents = 0;
  let decimals = 0;
  let roundUp = 0;
  for (i++; i < len; i++, decimals++) {
    const digit = raw.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    if (decimals < 2) cents = cents * 10 + digit;
    else if (decimals === 2) roundUp = digit >= 5 ? 1 : 0;
  }
  if (decimals === 1) cents *= 10;
  return whole * 100 + cents + roundUp;
}

function toCents(whole: string, fraction: string, raw: string): number {
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 9) throw new FieldError(`must be at most ${MAX_PRICE}, got ${quoted(raw)}`);
  const cents = Number(digits || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charCodeAt(2) >= 53 /* '5' */ ? cents + 1 : cents;
}

const TRUE_WORDS = new Set(['true', 't', '1', 'yes', 'y', 'kit']);
const FALSE_WORDS = new Set(['false', 'f', '0', 'no', 'n', 'single']);

/** true/false, 1/0, yes/no, y/n, and kit/single for is_kit columns; any case. */
export const boolean = capped(16, (raw: string): boolean => {
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new FieldError(`must be true or false (also yes/no, 1/0, kit/single), got ${quoted(raw)}`);
});

/** The availability values stored and shown (the specification's display values). */
export const AVAILABILITY_VALUES = ['in stock', 'out of stock', 'preorder', 'backorder'] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

/** Spellings met in supplier files, compared without case, spaces, '-' or '_'. */
const AVAILABILITY_WORDS: ReadonlyArray<[Availability, readonly string[]]> = [
  ['in stock', ['instock', 'available', 'availableinstock', 'in', 'yes', 'onhand', 'limitedavailability']],
  ['out of stock', ['outofstock', 'outstock', 'oos', 'out', 'no', 'unavailable', 'notavailable', 'notinstock', 'soldout']],
  ['preorder', ['preorder', 'preorderable', 'presale']],
  ['backorder', ['backorder', 'backordered', 'onbackorder']],
];
const AVAILABILITY_LOOKUP = new Map(AVAILABILITY_WORDS.flatMap(([value, words]) => words.map((w) => [w, value] as const)));

/** The spellings `availability()` accepts for one value, as it compares them (lower case, no spaces, '-' or '_'). */
export function availabilitySpellings(value: Availability): readonly string[] {
  return AVAILABILITY_WORDS.find(([known]) => known === value)?.[1] ?? [];
}

/**
 * Google's availability (in_stock, out_of_stock, preorder, backorder) in any spelling:
 * 'In Stock', 'instock', 'in-stock', 'available', 'out stock', 'OOS', 'pre-order',
 * 'back order', schema.org URLs… Returns the stored value: 'in stock', 'out of stock',
 * 'preorder' or 'backorder'.
 */
export const availability = capped(64, (raw: string): Availability => {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '')
    .replace(/[\s_-]+/g, '');
  const value = AVAILABILITY_LOOKUP.get(key);
  if (value) return value;
  throw new FieldError(`must be one of ${AVAILABILITY_VALUES.join(', ')} (or a spelling such as instock, out-of-stock), got ${quoted(raw)}`);
});

/** A positive whole number such as a database id: '12345'. */
export const integerId = capped(20, (raw: string): number => {
  const value = raw.trim();
  let id = 0;
  let i = 0;
  for (; i < value.length && i < 16; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  if (i === value.length && i > 0 && i <= 15 && id > 0) return id;
  throw new FieldError(`must be a whole number like 12345, got ${quoted(raw)}`);
});

/** An absolute http or https URL of at most 2,000 characters. */
export const url = capped(2000, (raw: string): string => {
  const value = raw.trim();
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || /\s/.test(value)) {
    throw new FieldError(`must be an http or https URL, got ${quoted(raw)}`);
  }
  if (value.length > 2000) throw new FieldError(`must be at most 2000 characters, got ${value.length}`);
  return value;
});
