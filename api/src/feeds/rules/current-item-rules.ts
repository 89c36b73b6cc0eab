import type { FeedItem } from '../writer';
import { AVAILABILITIES, FeedIssue, issue } from './product-rules';

/** Google's limit on g:id, in characters. */
export const MAX_ID_LENGTH = 50;

/** Which attributes the stock-and-price feed carries: a rule on an attribute left out does not apply. */
export interface CurrentItemFeedAttributes {
  include_price: boolean;
  include_brand: boolean;
  include_availability: boolean;
}

const EVERY_ATTRIBUTE: CurrentItemFeedAttributes = { include_price: true, include_brand: true, include_availability: true };

/**
 * The rules for the stock-and-price feed of current items, written once: the export leaves out an item
 * with an error, and diagnostics (scope=current) report every issue. The item's own attributes only:
 * title and links come from the primary feed, so a missing price or brand is a warning (Google keeps
 * the primary feed's value), while a value Google would reject is an error.
 */
export function currentItemIssues(item: FeedItem, sent: CurrentItemFeedAttributes = EVERY_ATTRIBUTE): FeedIssue[] {
  const issues: FeedIssue[] = [];
  if (item.id.length > MAX_ID_LENGTH) issues.push(issue('id_too_long', `id is ${item.id.length} characters long (at most ${MAX_ID_LENGTH})`));
  if (sent.include_price) {
    if (item.price === null) issues.push(issue('missing_price', 'no price: the feed sends none'));
    else if (!(item.price > 0)) issues.push(issue('invalid_price', `price ${item.price} must be above 0`));
  }
  if (sent.include_brand && !item.brand?.trim()) issues.push(issue('missing_brand', 'no brand: the feed sends none'));
  if (sent.include_availability && !AVAILABILITIES.has(item.availability)) {
    issues.push(issue('invalid_availability', `availability '${item.availability}' is not one of ${[...AVAILABILITIES].join(', ')}`));
  }
  return issues;
}
