// From the modules themselves, not the index: its re-exports are getters, called on every use.
import { line, type Tag } from './writer/feed-entry';
import { googlePrice } from './writer/feed-item';
import { escapeXmlText } from './writer/xml-text';

/*
 * The lines of a feed entry's elements, each element on its own line as xmlbuilder2 pretty-prints it.
 * A line that goes into many entries (a repeating value's, a tag's constant text) is built once and
 * kept as one flat string.
 */

/** Distinct values cached per attribute: prices, brands, categories and vehicle makes repeat across thousands of products. */
const CACHE_LIMIT = 10_000;

type LineOf<V> = (value: V) => string;

/**
 * Text joined into one flat string. Joined with + it would be a rope, and every entry a rope goes into
 * walks all its pieces again when the entry is encoded for the file: what is built once per feed or
 * per value is joined flat, so an entry has few more pieces than it has values.
 */
export const joined = (...parts: string[]) => parts.join('');

/** `line` for text that goes into many entries. */
export const joinedLine = (t: Tag, text: string) => (text === '' ? t.empty : joined(t.open, text, t.close));

const trim = (value: string) => value.trim();

/** A value's text as `normalize` makes it (trimmed) and escaped, or null when there is none. */
function elementText(value: string | null | undefined, normalize: (value: string) => string): string | null {
  if (!value) return null;
  const normal = normalize(value);
  return normal === '' ? null : escapeXmlText(normal);
}

/** The element for a value, or nothing when there is no value. */
export function optionalLine(t: Tag): LineOf<string | null> {
  return (value) => {
    const text = elementText(value, trim);
    return text === null ? '' : line(t, text);
  };
}

/** `lineOf` for each distinct value worked out once; no value, no line. */
export function cachedLine<V>(lineOf: LineOf<V>): LineOf<V | null> {
  const lines = new Map<V, string>();
  return (value) => {
    if (value === null) return '';
    let xml = lines.get(value);
    if (xml === undefined) {
      xml = lineOf(value);
      if (lines.size < CACHE_LIMIT) lines.set(value, xml);
    }
    return xml;
  };
}

/** optionalLine for an attribute whose values repeat: each distinct value is normalized and escaped once. */
export const repeatedLine = (t: Tag, normalize = trim) =>
  cachedLine((value: string) => {
    const text = elementText(value, normalize);
    return text === null ? '' : joinedLine(t, text);
  });

/** A price is our own text ('19.99 USD'), with nothing to trim or escape; amounts repeat too. */
export const priceLine = (t: Tag) =>
  cachedLine((amount: number) => {
    const text = googlePrice(amount);
    return text === null ? '' : joinedLine(t, text);
  });
