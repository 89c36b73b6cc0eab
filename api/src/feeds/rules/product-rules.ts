import { gtinProblem } from './gtin';
import { ISSUE_CODES, IssueCodeName, Severity } from './issue-codes';

export const MAX_TITLE_LENGTH = 150;
export const MAX_DESCRIPTION_LENGTH = 5000;

export const AVAILABILITIES = new Set(['in stock', 'out of stock', 'preorder', 'backorder']);
const CONDITIONS = new Set(['new', 'refurbished', 'used']);
const PLACEHOLDER_IMAGE = /(?:placeholder|no[-_ ]?image|noimage|coming[-_ ]?soon|default[-_]image)/i;

/** The attributes of a draft or live product the rules read. */
export interface ProductForRules {
  title: string | null;
  description: string | null;
  link: string | null;
  image_link: string | null;
  additional_image_link?: string | null;
  price: number | null;
  sale_price?: number | null;
  sale_price_effective_date?: string | null;
  availability?: string | null;
  condition?: string | null;
  gtin?: string | null;
  mpn?: string | null;
  brand?: string | null;
  google_product_category?: string | null;
}

export interface FeedIssue {
  code: IssueCodeName;
  severity: Severity;
  attribute: string;
  message: string;
}

/** What the rules need to know beyond the product: whether a category id or path is in the loaded taxonomy. */
export interface RuleContext {
  knowsCategory(reference: string): boolean;
}

export const issue = (code: IssueCodeName, message: string): FeedIssue => ({
  code,
  severity: ISSUE_CODES[code].severity,
  attribute: ISSUE_CODES[code].attribute,
  message,
});

/**
 * The common shape of a shop URL: http(s), a host name whose last label starts with a letter (so not an
 * IPv4 address the URL parser might refuse), then anything without spaces. Every such string without an
 * IDNA label (xn--, which the parser decodes and may refuse) is one the URL parser accepts with a host,
 * so only other shapes need the parser, at about 0.6 µs each.
 */
const PLAIN_WEB_URL = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?:[/?#]\S*)?$/;

function isWebUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  if (PLAIN_WEB_URL.test(value) && !value.includes('xn--')) return true;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Google Merchant Center's product data rules, written once: publishing refuses a draft with an error,
 * the product feed leaves out a product with one, and diagnostics report every issue of every product.
 */
export function productIssues(product: ProductForRules, context?: RuleContext): FeedIssue[] {
  const issues: FeedIssue[] = [];
  contentIssues(product, issues);
  offerIssues(product, issues);
  identifierIssues(product, issues);
  categoryIssues(product, issues, context);
  return issues;
}

function contentIssues(product: ProductForRules, issues: FeedIssue[]): void {
  const title = product.title?.trim() ?? '';
  if (!title) issues.push(issue('missing_title', 'title is required'));
  else if (title.length > MAX_TITLE_LENGTH) issues.push(issue('title_too_long', `title must be at most ${MAX_TITLE_LENGTH} characters (has ${title.length})`));
  const description = product.description?.trim() ?? '';
  if (!description) issues.push(issue('missing_description', 'description is required'));
  else if (description.length > MAX_DESCRIPTION_LENGTH) {
    issues.push(issue('description_too_long', `description must be at most ${MAX_DESCRIPTION_LENGTH} characters (has ${description.length})`));
  }
  if (!isWebUrl(product.link)) issues.push(issue('invalid_link', 'link must be a valid http(s) URL'));
  if (!isWebUrl(product.image_link)) issues.push(issue('invalid_image_link', 'image_link must be a valid http(s) URL'));
  else if (PLACEHOLDER_IMAGE.test(product.image_link!)) issues.push(issue('placeholder_image', 'image_link points to a placeholder image'));
  if (product.additional_image_link) {
    const extra = product.additional_image_link.split(',').map((link) => link.trim()).filter(Boolean);
    if (extra.some((link) => !isWebUrl(link))) issues.push(issue('invalid_additional_image_link', 'every additional_image_link must be a valid http(s) URL'));
  }
}

function offerIssues(product: ProductForRules, issues: FeedIssue[]): void {
  const price = product.price;
  if (price === null || !Number.isFinite(price) || price <= 0) issues.push(issue('invalid_price', 'price must be greater than 0'));
  const sale = product.sale_price ?? null;
  if (sale !== null && price !== null && price > 0 && sale >= price) issues.push(issue('sale_price_not_below_price', `sale_price ${sale} must be below price ${price}`));
  const period = product.sale_price_effective_date?.trim();
  if (period && !validInterval(period)) issues.push(issue('invalid_sale_price_effective_date', `sale_price_effective_date '${period}' is not an ISO 8601 interval whose end is after its start`));
  const availability = product.availability?.trim().toLowerCase();
  if (availability && !AVAILABILITIES.has(availability)) issues.push(issue('invalid_availability', `availability '${product.availability}' is not one of in stock, out of stock, preorder, backorder`));
  const condition = product.condition?.trim().toLowerCase();
  if (condition && !CONDITIONS.has(condition)) issues.push(issue('invalid_condition', `condition '${product.condition}' is not one of new, refurbished, used`));
}

function identifierIssues(product: ProductForRules, issues: FeedIssue[]): void {
  const gtin = product.gtin?.trim();
  if (gtin) {
    const problem = gtinProblem(gtin);
    if (problem) issues.push(issue('invalid_gtin', `gtin '${gtin}' ${problem}`));
  } else if (!(product.brand?.trim() && product.mpn?.trim())) {
    issues.push(issue('missing_identifiers', 'no GTIN and no brand with MPN: sent with identifier_exists = no'));
  }
}

function categoryIssues(product: ProductForRules, issues: FeedIssue[], context?: RuleContext): void {
  const category = product.google_product_category?.trim();
  if (category && context && !context.knowsCategory(category)) {
    issues.push(issue('unknown_google_product_category', `google_product_category '${category}' is not in the loaded taxonomy`));
  }
}

/** start/end, each a date-time Date.parse reads, the end after the start. */
function validInterval(period: string): boolean {
  const parts = period.split('/');
  if (parts.length !== 2) return false;
  const [start, end] = parts.map((part) => Date.parse(part.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2')));
  return Number.isFinite(start) && Number.isFinite(end) && end > start;
}
