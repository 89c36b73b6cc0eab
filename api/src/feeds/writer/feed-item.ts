/** What the feed writer consumes: one current item, as the current-items query returns it. */
export type Availability = 'in stock' | 'out of stock' | 'preorder' | 'backorder';

export interface FeedItem {
  id: string;
  part_number: string;
  brand: string | null;
  is_kit: boolean;
  availability: Availability;
  price: number | null;
  updated_at?: Date;
}

export type FeedFormat = 'atom' | 'rss';

export interface FeedOptions {
  format_type: FeedFormat;
  feed_name: string;
  include_price: boolean;
  include_availability: boolean;
  include_brand: boolean;
  /** RSS channel / Atom self link; omitted when the public address is unknown. */
  link?: string;
  /** The feed's `updated` / `lastBuildDate`; the current time unless given (tests pin it). */
  now?: Date;
}

export interface FeedCounts {
  items: number;
  kits: number;
  singles: number;
}

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

const GOOGLE_AVAILABILITY = new Map<string, string>([
  ['in stock', 'in_stock'],
  ['out of stock', 'out_of_stock'],
  ['preorder', 'preorder'],
  ['backorder', 'backorder'],
]);

/** Google Merchant Center's value for ours; undefined (element left out) for anything else. */
export function googleAvailability(availability: string): string | undefined {
  return GOOGLE_AVAILABILITY.get(availability);
}

/** `19.99 USD`, or null when the item has no usable price (the element is then left out). */
export function googlePrice(price: number | null): string | null {
  return price === null || !Number.isFinite(price) ? null : `${price.toFixed(2)} USD`;
}
