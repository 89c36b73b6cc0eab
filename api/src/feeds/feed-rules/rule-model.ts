/**
 * Feed rules are data: a rule names its feed, an optional condition and the actions that change an
 * item's attributes or leave it out. This file holds their shape and the attributes each feed lets
 * them read and write, the one list the API, the engine and the admin's editor use.
 */

export const RULE_FEEDS = ['products', 'current'] as const;
export type RuleFeed = (typeof RULE_FEEDS)[number];

export const CONDITION_OPS = [
  'equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'ends_with', 'matches', 'is_empty', 'not_empty', 'in', 'gt', 'lt',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

export const ACTION_TYPES = ['set', 'copy', 'append', 'prepend', 'replace', 'regex_replace', 'lookup', 'truncate', 'exclude'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface RuleCondition {
  attribute: string;
  op: ConditionOp;
  /** A text, or a list of texts for `in`; none for is_empty and not_empty. */
  value?: string | string[];
}

/** Exactly one of `all` and `any`. */
export interface RuleConditionGroup {
  all?: RuleCondition[];
  any?: RuleCondition[];
}

/**
 * What an action uses, by type: set/append/prepend `value` (a template such as `{brand} {title}`),
 * copy `from`, replace `find` and `value`, regex_replace `pattern` and `value` ($1 for a group),
 * lookup `table` and `from` (the attribute whose value is looked up; the target by default),
 * truncate `length`; exclude nothing.
 */
export interface RuleAction {
  type: ActionType;
  attribute?: string;
  value?: string;
  from?: string;
  find?: string;
  pattern?: string;
  table?: string;
  length?: number;
}

export interface FeedRule {
  name: string;
  feed: RuleFeed;
  enabled: boolean;
  condition?: RuleConditionGroup | null;
  actions: RuleAction[];
}

const CUSTOM_LABELS = ['custom_label_0', 'custom_label_1', 'custom_label_2', 'custom_label_3', 'custom_label_4'];

/** What a rule may change in each feed. The id and the price are never among them. */
export const WRITABLE_ATTRIBUTES: Record<RuleFeed, readonly string[]> = {
  products: [
    'title', 'description', 'brand', 'mpn', 'gtin', 'condition', 'product_type', 'google_product_category', 'link', 'image_link', ...CUSTOM_LABELS,
  ],
  current: ['brand', 'availability'],
};

/** What a condition, a template, copy or lookup may read: the writable attributes and these. */
export const READABLE_ATTRIBUTES: Record<RuleFeed, readonly string[]> = {
  products: [
    ...WRITABLE_ATTRIBUTES.products, 'id', 'part_number', 'price', 'sale_price', 'availability', 'additional_image_link',
    'shipping_weight', 'material', 'vehicle_make', 'vehicle_model', 'vehicle_year',
  ],
  current: [...WRITABLE_ATTRIBUTES.current, 'id', 'part_number', 'price'],
};

/** Never written by a rule: the item's identity and its offer. */
export const NEVER_WRITABLE = ['id', 'price'];

/** Caps that keep a rule set small enough to check, store and run on every item. */
export const RULE_LIMITS = {
  rules: 200,
  conditionsPerRule: 20,
  actionsPerRule: 20,
  name: 100,
  value: 5000,
  pattern: 500,
  listEntries: 1000,
  lookupRows: 100_000,
  lookupValue: 1000,
};
