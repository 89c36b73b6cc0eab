import { ACTION_TYPES, CONDITION_OPS, type FeedRule, type RuleAction, type RuleCondition } from './types';

const opLabel = new Map(CONDITION_OPS);
const actionLabel = new Map(ACTION_TYPES);

const conditionText = (c: RuleCondition) =>
  `${c.attribute} ${opLabel.get(c.op)}${c.value === undefined ? '' : ` '${Array.isArray(c.value) ? c.value.join(', ') : c.value}'`}`;

function actionText(a: RuleAction): string {
  const label = actionLabel.get(a.type)?.toLowerCase();
  switch (a.type) {
    case 'exclude':
      return 'leave out of the feed';
    case 'copy':
      return `${a.attribute}: copy from ${a.from}`;
    case 'replace':
      return `${a.attribute}: replace '${a.find}' with '${a.value ?? ''}'`;
    case 'regex_replace':
      return `${a.attribute}: replace /${a.pattern}/ with '${a.value ?? ''}'`;
    case 'lookup':
      return `${a.attribute}: look up ${a.from ?? a.attribute} in ${a.table}`;
    case 'truncate':
      return `${a.attribute}: shorten to ${a.length} characters`;
    default:
      return `${a.attribute}: ${label} '${a.value ?? ''}'`;
  }
}

/** One line saying what a rule does, for the list: "when brand equals 'Bosch' → title: set to '{brand} {title}'". */
export function ruleSummary(rule: FeedRule): string {
  const conditions = rule.condition?.all ?? rule.condition?.any ?? [];
  const joiner = rule.condition?.any ? ' or ' : ' and ';
  const when = conditions.length ? `when ${conditions.map(conditionText).join(joiner)}` : 'always';
  return `${when} → ${rule.actions.map(actionText).join('; ')}`;
}
