import RE2 from 're2';
import { badRequest } from '../../common/errors/http-errors';
import { templateAttributes } from './compile-rules';
import { FeedRule, NEVER_WRITABLE, READABLE_ATTRIBUTES, RULE_LIMITS, RuleAction, RuleCondition, RuleFeed, WRITABLE_ATTRIBUTES } from './rule-model';

/**
 * What the DTOs cannot say about a rule set: which attributes its feed lets it read and write, that its
 * patterns compile in RE2 (linear time, so no pattern can hang a feed), numbers where gt and lt need
 * them, and the lookup tables it names. The first problem is answered as 400 naming the rule and field.
 */
export function checkRules(rules: readonly FeedRule[], lookupTables?: ReadonlySet<string>): void {
  const names = new Set<string>();
  rules.forEach((rule, index) => {
    const problem = ruleProblem(rule, names, lookupTables);
    if (problem) throw badRequest(`rule ${index + 1} '${rule.name}': ${problem}`);
    names.add(rule.name);
  });
}

function ruleProblem(rule: FeedRule, names: ReadonlySet<string>, lookupTables?: ReadonlySet<string>): string | null {
  if (names.has(rule.name)) return 'another rule has the same name';
  const group = rule.condition;
  if (group) {
    if ((group.all === undefined) === (group.any === undefined)) return 'condition needs either all or any (a list of conditions)';
    const list = (group.all ?? group.any)!;
    const key = group.all ? 'all' : 'any';
    for (const [i, condition] of list.entries()) {
      const problem = conditionProblem(rule.feed, condition);
      if (problem) return `${problem} (condition.${key}[${i}])`;
    }
  }
  for (const [i, action] of rule.actions.entries()) {
    const problem = actionProblem(rule.feed, action, lookupTables);
    if (problem) return `${problem} (actions[${i}])`;
  }
  return null;
}

const readable = (feed: RuleFeed, attribute: string) => READABLE_ATTRIBUTES[feed].includes(attribute);
const unreadable = (feed: RuleFeed, attribute: string) => `${attribute} is not an attribute of the ${feed} feed (one of ${READABLE_ATTRIBUTES[feed].join(', ')})`;

function patternProblem(pattern: string | undefined): string | null {
  if (!pattern) return 'needs a pattern';
  if (pattern.length > RULE_LIMITS.pattern) return `pattern must be at most ${RULE_LIMITS.pattern} characters`;
  try {
    new RE2(pattern);
    return null;
  } catch (error) {
    return `pattern '${pattern}' is not a valid regular expression: ${(error as Error).message}`;
  }
}

function conditionProblem(feed: RuleFeed, condition: RuleCondition): string | null {
  if (!readable(feed, condition.attribute)) return unreadable(feed, condition.attribute);
  const { op, value } = condition;
  if (op === 'is_empty' || op === 'not_empty') return null;
  if (op === 'in') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : null;
    if (!list || list.length === 0) return 'in needs a list of values';
    if (list.length > RULE_LIMITS.listEntries) return `in takes at most ${RULE_LIMITS.listEntries} values`;
    if (list.some((entry) => typeof entry !== 'string' || entry.length > RULE_LIMITS.value)) return `every value of in must be a text of at most ${RULE_LIMITS.value} characters`;
    return null;
  }
  if (typeof value !== 'string') return `${op} needs a value (a text)`;
  if (value.length > RULE_LIMITS.value) return `value must be at most ${RULE_LIMITS.value} characters`;
  if (op === 'matches') return patternProblem(value);
  if ((op === 'gt' || op === 'lt') && (value.trim() === '' || !Number.isFinite(Number(value)))) return `${op} needs a number, got '${value}'`;
  return null;
}

function targetProblem(feed: RuleFeed, attribute: string | undefined): string | null {
  if (!attribute) return 'needs an attribute';
  if (NEVER_WRITABLE.includes(attribute)) return `${attribute} is never written by a rule`;
  if (!WRITABLE_ATTRIBUTES[feed].includes(attribute)) return `${attribute} cannot be written in the ${feed} feed (one of ${WRITABLE_ATTRIBUTES[feed].join(', ')})`;
  return null;
}

function templateProblem(feed: RuleFeed, template: string | undefined): string | null {
  if (template === undefined) return 'needs a value';
  const unknown = templateAttributes(template).find((attribute) => !readable(feed, attribute));
  return unknown ? `{${unknown}} in the value: ${unreadable(feed, unknown)}` : null;
}

function actionProblem(feed: RuleFeed, action: RuleAction, lookupTables?: ReadonlySet<string>): string | null {
  if (action.type === 'exclude') return null;
  const target = targetProblem(feed, action.attribute);
  if (target) return target;
  switch (action.type) {
    case 'set':
    case 'append':
    case 'prepend':
      return templateProblem(feed, action.value);
    case 'copy':
      if (!action.from) return 'copy needs from (the attribute to copy)';
      return readable(feed, action.from) ? null : unreadable(feed, action.from);
    case 'replace':
      return action.find ? null : 'replace needs find (the text to replace)';
    case 'regex_replace':
      return patternProblem(action.pattern);
    case 'lookup':
      if (!action.table) return 'lookup needs a table';
      if (action.from && !readable(feed, action.from)) return unreadable(feed, action.from);
      if (lookupTables && !lookupTables.has(action.table)) return `lookup table '${action.table}' has not been uploaded`;
      return null;
    case 'truncate':
      return action.length ? null : 'truncate needs a length';
  }
}
