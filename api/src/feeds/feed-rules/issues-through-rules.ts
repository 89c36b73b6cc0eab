import { FeedIssue, productIssues, ProductForRules } from '../rules/product-rules';
import type { CompiledRules, RuleRecord } from './compile-rules';

/**
 * A product's issues as the feed will send it: the active feed rules applied to a copy first, so publishing and a
 * draft's details judge what Google receives. An excluded product is never sent, so it has none.
 */
export function issuesThroughRules(rules: CompiledRules, product: ProductForRules): FeedIssue[] {
  const seen = { ...product };
  return rules.apply(seen as unknown as RuleRecord) !== null ? [] : productIssues(seen);
}
