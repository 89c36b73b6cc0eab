import { FeedItem, FeedOptions, googleAvailability, googlePrice } from './feed-item';
import { escapeXmlText } from './xml-text';

export type EntryRenderer = (item: FeedItem) => string;

/** Brands repeat across thousands of items; escaping each distinct one once is enough. */
const BRAND_CACHE_LIMIT = 10_000;

export interface Tag {
  open: string;
  close: string;
  empty: string;
}

/**
 * A tag's texts, each joined into one flat string: joined with + (or a template) they would be ropes
 * of four pieces, which every entry they go into walks again when it is encoded for the file.
 */
export function tag(pad: string, name: string): Tag {
  return { open: [pad, '<', name, '>'].join(''), close: ['</', name, '>\n'].join(''), empty: [pad, '<', name, '/>\n'].join('') };
}

/** One element on its own line, as xmlbuilder2 pretty-prints it (`<name/>` when empty). */
export function line(t: Tag, text: string): string {
  return text === '' ? t.empty : t.open + text + t.close;
}

/**
 * The per-item fast path: a plain string template, specialised once for the options, that
 * produces exactly what xmlbuilder2 pretty-prints for the same entry (tests/unit/feed-writer.spec.ts writes it out).
 * Tags are built once here, not per item: per item only the values are escaped and joined.
 */
export function entryRenderer(options: FeedOptions, entryIndent: string): EntryRenderer {
  const atom = options.format_type === 'atom';
  const name = atom ? 'entry' : 'item';
  const open = `${entryIndent}<${name}>\n`;
  const close = `${entryIndent}</${name}>\n`;
  const pad = `${entryIndent}  `;
  const [id, title, mpn, brand, price, availability, updated] = [
    'g:id', 'title', 'g:mpn', 'g:brand', 'g:price', 'g:availability', 'updated',
  ].map((element) => tag(pad, element));
  const { include_brand, include_price, include_availability } = options;
  const brandLines = new Map<string, string>();

  const brandLine = (value: string): string => {
    let xml = brandLines.get(value);
    if (xml === undefined) {
      const text = escapeXmlText(value);
      xml = text === '' ? '' : line(brand, text);
      if (brandLines.size < BRAND_CACHE_LIMIT) brandLines.set(value, xml);
    }
    return xml;
  };

  return (item) => {
    const partNumber = escapeXmlText(item.part_number);
    const priceText = include_price ? googlePrice(item.price) : null;
    const availabilityText = include_availability ? googleAvailability(item.availability) : undefined;
    const updatedAt = atom ? item.updated_at : undefined;
    return (
      open +
      line(id, escapeXmlText(item.id)) +
      line(title, partNumber) +
      line(mpn, partNumber) +
      (include_brand && item.brand ? brandLine(item.brand) : '') +
      (priceText !== null ? line(price, priceText) : '') +
      (availabilityText !== undefined ? line(availability, availabilityText) : '') +
      (updatedAt && !Number.isNaN(updatedAt.getTime()) ? line(updated, updatedAt.toISOString()) : '') +
      close
    );
  };
}
