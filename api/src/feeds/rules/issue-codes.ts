export type Severity = 'error' | 'warning';

/** One rule of Google's product data specification: an error keeps the product out of the feed, a warning lets it through. */
export interface IssueCode {
  /** The issue as the screen names it. */
  title: string;
  severity: Severity;
  attribute: string;
  /** What Google does with such a product. */
  google: string;
  /** How to fix it in the product import file. */
  fix: string;
}

export const ISSUE_CODES = {
  missing_title: { title: 'Title missing', severity: 'error', attribute: 'title', google: 'Disapproves the product: title is required.', fix: 'Fill the title column.' },
  title_too_long: { title: 'Title too long', severity: 'error', attribute: 'title', google: 'Disapproves titles over 150 characters.', fix: 'Shorten the title to 150 characters or fewer.' },
  missing_description: { title: 'Description missing', severity: 'error', attribute: 'description', google: 'Disapproves the product: description is required.', fix: 'Fill the description column.' },
  description_too_long: { title: 'Description too long', severity: 'error', attribute: 'description', google: 'Disapproves descriptions over 5,000 characters.', fix: 'Shorten the description to 5,000 characters or fewer.' },
  invalid_link: { title: 'Product page link invalid', severity: 'error', attribute: 'link', google: 'Disapproves a product whose landing page is not an absolute http(s) URL.', fix: 'Give the full product page address, starting with https://.' },
  invalid_image_link: { title: 'Image link invalid', severity: 'error', attribute: 'image_link', google: 'Disapproves a product without a reachable image URL.', fix: 'Give the full image address, starting with https://.' },
  placeholder_image: { title: 'Placeholder image', severity: 'error', attribute: 'image_link', google: 'Disapproves placeholder or "no image" pictures.', fix: 'Link a photo of the part itself.' },
  invalid_additional_image_link: { title: 'Additional image link invalid', severity: 'warning', attribute: 'additional_image_link', google: 'Ignores the additional image.', fix: 'Give each extra image as an absolute http(s) URL, comma-separated.' },
  invalid_price: { title: 'Price not above 0', severity: 'error', attribute: 'price', google: 'Disapproves a product without a positive price.', fix: 'Give a price above 0, e.g. 19.99.' },
  sale_price_not_below_price: { title: 'Sale price not below the price', severity: 'error', attribute: 'sale_price', google: 'Disapproves a sale price that is not below the regular price.', fix: 'Make sale_price lower than price, or leave it empty.' },
  invalid_sale_price_effective_date: { title: 'Sale period invalid', severity: 'warning', attribute: 'sale_price_effective_date', google: 'Ignores the sale period and shows the sale price at once.', fix: 'Write an ISO 8601 interval whose end is after its start, e.g. 2026-12-01T00:00-0800/2026-12-31T23:59-0800.' },
  invalid_availability: { title: 'Availability unknown', severity: 'error', attribute: 'availability', google: 'Disapproves an unknown availability.', fix: 'Use in stock, out of stock, preorder or backorder.' },
  invalid_condition: { title: 'Condition unknown', severity: 'error', attribute: 'condition', google: 'Disapproves an unknown condition.', fix: 'Use new, refurbished or used, or leave it empty for new.' },
  invalid_gtin: { title: 'GTIN invalid', severity: 'error', attribute: 'gtin', google: 'Disapproves an invalid GTIN ("Invalid value [gtin]").', fix: 'Give the 8-, 12-, 13- or 14-digit GTIN from the packaging, with its check digit; leave it empty if the part has none.' },
  missing_identifiers: { title: 'No GTIN, or no brand and MPN', severity: 'warning', attribute: 'identifier_exists', google: 'Limits the product\'s reach: without a GTIN or brand and MPN it is sent with identifier_exists = no.', fix: 'Add the GTIN, or the manufacturer part number (mpn) of a branded part.' },
  unknown_google_product_category: { title: 'Category not in the taxonomy', severity: 'warning', attribute: 'google_product_category', google: 'Ignores a category that is not in its taxonomy and categorizes the product itself.', fix: 'Use a category id or full path from the loaded taxonomy, or map the part type on the Categories screen.' },
  id_too_long: { title: 'Id too long', severity: 'error', attribute: 'id', google: 'Disapproves an item whose id is over 50 characters.', fix: 'Shorten the item id to 50 characters or fewer.' },
  missing_price: { title: 'Price missing', severity: 'warning', attribute: 'price', google: 'Keeps the price the primary feed gives: the stock-and-price feed sends none for this item.', fix: 'Import a price for the item (Import Prices), e.g. 19.99.' },
  missing_brand: { title: 'Brand missing', severity: 'warning', attribute: 'brand', google: 'Keeps the brand the primary feed gives: the stock-and-price feed sends none for this item.', fix: 'Assign the item a brand (Add Brands).' },
  duplicate_id: { title: 'Id used twice', severity: 'error', attribute: 'id', google: 'Keeps only one of the products with the same id.', fix: 'Give each product its own google_id, or leave it empty for the stable id Partsfeed makes.' },
} as const satisfies Record<string, IssueCode>;

export type IssueCodeName = keyof typeof ISSUE_CODES;
