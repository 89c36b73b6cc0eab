import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

/** The wire types of /feed-rules, generated from the API's OpenAPI document. */
export type FeedRule = Schemas['FeedRuleDto'];
export type RuleCondition = Schemas['RuleConditionDto'];
export type RuleAction = Schemas['RuleActionDto'];
export type RuleFeed = FeedRule['feed'];
export type ConditionOp = RuleCondition['op'];
export type ActionType = RuleAction['type'];
export type RulesDraft = Schemas['FeedRulesDraftView'];
export type RulesActivation = Schemas['FeedRulesActivationView'];
export type RulesPreview = Schemas['FeedRulesPreviewView'];
export type RulesVersion = Schemas['FeedRulesVersionView'];
export type RulesVersionPage = Schemas['FeedRulesVersionPageView'];
export type LookupTable = Schemas['LookupTableListView']['items'][number];
export type LookupUpload = Schemas['LookupUploadView'];
export type RuleAttributes = Schemas['RuleAttributesView'];
export type ProductRuleEffects = Schemas['ProductRuleEffectsView'];

export const FEED_LABELS: Record<RuleFeed, string> = { products: 'Product feed', current: 'Stock feed' };

/** The choices of the editor's selects, in the order shown; the server checks every rule when it is saved. */
export const CONDITION_OPS: Array<[ConditionOp, string]> = [
  ['equals', 'equals'],
  ['not_equals', 'does not equal'],
  ['contains', 'contains'],
  ['not_contains', 'does not contain'],
  ['starts_with', 'starts with'],
  ['ends_with', 'ends with'],
  ['matches', 'matches (regular expression)'],
  ['is_empty', 'is empty'],
  ['not_empty', 'is not empty'],
  ['in', 'is one of (comma-separated)'],
  ['gt', 'is greater than'],
  ['lt', 'is less than'],
];

export const ACTION_TYPES: Array<[ActionType, string]> = [
  ['set', 'Set to'],
  ['copy', 'Copy from'],
  ['append', 'Append'],
  ['prepend', 'Prepend'],
  ['replace', 'Replace text'],
  ['regex_replace', 'Replace pattern'],
  ['lookup', 'Look up in table'],
  ['truncate', 'Shorten to'],
  ['exclude', 'Leave out of the feed'],
];
