import type { FieldProblem } from '../common/errors/error-body';

export const MAX_TITLE_LENGTH = 150;
export const MAX_DESCRIPTION_LENGTH = 5000;

export interface PublishCandidate {
  title: string | null;
  description: string | null;
  link: string | null;
  image_link: string | null;
  price: number | null;
}

function isWebUrl(value: string | null): boolean {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Google Merchant Center's rules for the required fields; every broken rule is listed, not only the first. */
export function publishProblems(product: PublishCandidate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const title = product.title?.trim() ?? '';
  if (!title) problems.push({ field: 'title', message: 'title is required' });
  else if (title.length > MAX_TITLE_LENGTH) {
    problems.push({ field: 'title', message: `title must be at most ${MAX_TITLE_LENGTH} characters (has ${title.length})` });
  }
  const description = product.description?.trim() ?? '';
  if (!description) problems.push({ field: 'description', message: 'description is required' });
  else if (description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push({
      field: 'description',
      message: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters (has ${description.length})`,
    });
  }
  for (const field of ['link', 'image_link'] as const) {
    if (!isWebUrl(product[field])) problems.push({ field, message: `${field} must be a valid http(s) URL` });
  }
  if (product.price === null || !Number.isFinite(product.price) || product.price <= 0) {
    problems.push({ field: 'price', message: 'price must be greater than 0' });
  }
  return problems;
}
